/** A members-only screen: visitors get the login prompt inside the same frame (docs/conventions.md). */
import type { ComponentType, ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { useAppSelector } from '../../../lib/store/hooks';
import { accountMessages, type AccountMessageKey } from '../messages';
import { LoginPrompt } from './login-prompt';
import { ScreenLayout } from './screen-layout';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

export function MembersOnlyScreen({ title, children, backTo }: { title: string; children: ReactNode; backTo?: string }) {
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <ScreenLayout title={title} {...(backTo ? { backTo } : {})}>
      {loggedIn ? children : <LoginPrompt />}
    </ScreenLayout>
  );
}

/**
 * The route component of a members-only screen: its title (a message key), where its back
 * control goes, and what a member sees. The grade, coupon, receipt and push screens differ only
 * in these three.
 */
export function membersOnlyPage(titleKey: AccountMessageKey, backTo: string, Content: ComponentType): ComponentType {
  function MembersOnlyPage() {
    const t = useT(accountMessages);
    return (
      <MembersOnlyScreen title={t(titleKey)} backTo={backTo}>
        <Content />
      </MembersOnlyScreen>
    );
  }
  return MembersOnlyPage;
}
