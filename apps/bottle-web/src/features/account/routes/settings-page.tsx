/**
 * Settings (spec §7 push settings get/update; architecture "Language": Korean or English; spec
 * §3 device info app_ver): three push switches saved as they change, the language, the version.
 */
import { usePushSettingInfoQuery, usePushSettingUpdateMutation, type PushSettingUpdateRequest } from '@bottle/api';
import { ANALYTICS_EVENTS, type Lang } from '@bottle/domain';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { settingsActions, useLang, useT } from '../../../lib/i18n';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { CheckRow, Note, SectionTitle } from '../components/form-parts';
import { ScreenLayout } from '../components/screen-layout';
import { errorText } from '../lib/error-text';
import { accountMessages, type AccountMessageKey } from '../messages';
import { QueryState } from '../../../lib/kit';

type PushKey = keyof PushSettingUpdateRequest;

const PUSH_SWITCHES: { key: PushKey; label: AccountMessageKey }[] = [
  { key: 'push_yn', label: 'account.settings.pushAll' },
  { key: 'marketing_push_yn', label: 'account.settings.marketing' },
  { key: 'night_push_yn', label: 'account.settings.night' },
];

const LANGS: { lang: Lang; label: AccountMessageKey }[] = [
  { lang: 'ko', label: 'account.settings.korean' },
  { lang: 'en', label: 'account.settings.english' },
];

export function SettingsPage() {
  const t = useT(accountMessages);
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  // Language and version are device settings: visitors may change them too.
  return (
    <ScreenLayout title={t('account.settings.title')} backTo={paths.myPage}>
      {loggedIn ? <PushSettings /> : null}
      <LanguageAndVersion />
    </ScreenLayout>
  );
}

function PushSettings() {
  const t = useT(accountMessages);
  const dispatch = useAppDispatch();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const info = usePushSettingInfoQuery();
  const [update, updating] = usePushSettingUpdateMutation();

  const change = async (key: PushKey, on: boolean) => {
    trackEvent(ANALYTICS_EVENTS.pushSettingChange, inWebView, { [key]: on ? 'Y' : 'N' });
    const result = await update({ [key]: on ? 'Y' : 'N' });
    if ('error' in result && result.error) dispatch(showAlert(t('account.settings.saveFailed', { detail: errorText(result.error, t) })));
  };

  return (
    <section aria-labelledby="settings-push">
      <SectionTitle id="settings-push">{t('account.settings.push')}</SectionTitle>
      <QueryState query={info} skeletonRows={3}>
        {(push) =>
          PUSH_SWITCHES.map((s) => (
            <CheckRow key={s.key}>
              <input
                type="checkbox"
                role="switch"
                checked={push[s.key] === 'Y'}
                disabled={updating.isLoading || info.isFetching}
                onChange={(e) => void change(s.key, e.target.checked)}
              />
              {t(s.label)}
            </CheckRow>
          ))
        }
      </QueryState>
    </section>
  );
}

function LanguageAndVersion() {
  const t = useT(accountMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  // In a browser there is no installed app: its device info keeps the spec's default app_ver
  // (0.0.0), which is no version. The web app says so; the shell reports its real version.
  const appVer = useAppSelector((s) => (s.auth.inWebView ? s.auth.device.app_ver : null));
  return (
    <>
      <section aria-labelledby="settings-lang">
        <SectionTitle id="settings-lang">{t('account.settings.language')}</SectionTitle>
        {/* The group is named by the heading above, read once. */}
        <div role="radiogroup" aria-labelledby="settings-lang">
          {LANGS.map((l) => (
            <CheckRow key={l.lang} lang={l.lang}>
              <input type="radio" name="lang" value={l.lang} checked={lang === l.lang} onChange={() => dispatch(settingsActions.setLang(l.lang))} />
              {t(l.label)}
            </CheckRow>
          ))}
        </div>
      </section>
      <section aria-labelledby="settings-version">
        <SectionTitle id="settings-version">{t('account.settings.version')}</SectionTitle>
        <Note>{appVer ?? t('account.settings.versionWeb')}</Note>
      </section>
    </>
  );
}
