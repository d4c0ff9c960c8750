/** Catalogue keys describing each spec §8 login target (demo SSO page, help table). */
import { LOGIN_TARGETS, type LoginTarget, type MessageKey } from '@bottle/domain';

export const TARGET_TEXT: Readonly<Record<LoginTarget, { title: MessageKey; body: MessageKey }>> = {
  [LOGIN_TARGETS.releaseLogin]: { title: 'account.target.releaseLogin.title', body: 'account.target.releaseLogin.body' },
  [LOGIN_TARGETS.findPassword]: { title: 'account.target.findPassword.title', body: 'account.target.findPassword.body' },
  [LOGIN_TARGETS.dormancyLogin]: { title: 'account.target.dormancyLogin.title', body: 'account.target.dormancyLogin.body' },
  [LOGIN_TARGETS.newPassword]: { title: 'account.target.newPassword.title', body: 'account.target.newPassword.body' },
  [LOGIN_TARGETS.regularMemberConversion]: {
    title: 'account.target.regularMemberConversion.title',
    body: 'account.target.regularMemberConversion.body',
  },
  [LOGIN_TARGETS.termsAcceptance]: { title: 'account.target.termsAcceptance.title', body: 'account.target.termsAcceptance.body' },
  [LOGIN_TARGETS.childTermsAcceptance]: {
    title: 'account.target.childTermsAcceptance.title',
    body: 'account.target.childTermsAcceptance.body',
  },
  [LOGIN_TARGETS.join]: { title: 'account.target.join.title', body: 'account.target.join.body' },
  [LOGIN_TARGETS.setEasyLogin]: { title: 'account.target.setEasyLogin.title', body: 'account.target.setEasyLogin.body' },
};
