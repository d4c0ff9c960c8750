/**
 * Settings (spec §7 push settings get/update; architecture "Language": Korean or English; spec
 * §3 device info app_ver): three push switches saved as they change, the language, the version.
 * In the web view the push switch is also the shell's (spec §7 native "settings get and set"):
 * the screen reads the shell's `push_yn` when it opens, writes it when the member turns push on
 * or off, and says so when the device still has Bottle's notifications off (the OS decides).
 */
import { useEffect, useState } from 'react';
import { resetApiCaches, usePushSettingInfoQuery, usePushSettingUpdateMutation, type PushSettingUpdateRequest } from '@bottle/api';
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
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useServices, useInWebView } from '../../../lib/services';

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
  const loggedIn = useAppSelector(selectLoggedIn);
  // Language and version are device settings: visitors may change them too.
  return (
    <ScreenLayout title={t('account.settings.title')} backTo={paths.myPage}>
      {loggedIn ? <PushSettings /> : null}
      <LanguageAndVersion />
    </ScreenLayout>
  );
}

/**
 * The shell's notification setting (web view only): `push_yn` as getSettings reads it, or
 * undefined before it is known and outside the web view. `write` sets it and reads it back, so a
 * device whose OS keeps notifications off still shows N.
 */
function useShellPush(inWebView: boolean) {
  const { getBridge } = useServices();
  const [pushYn, setPushYn] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!inWebView) return;
    let live = true;
    getBridge()
      .then((b) => b.getSettings())
      .then((settings) => live && setPushYn(settings.push_yn))
      // Spec §8: bridge failures other than getLoginInfo are only logged; the switch still works.
      .catch((e: unknown) => console.error('error bridge getSettings', e));
    return () => {
      live = false;
    };
  }, [inWebView, getBridge]);
  const write = async (on: boolean): Promise<boolean> => {
    try {
      const bridge = await getBridge();
      await bridge.setSettings({ push_yn: on ? 'Y' : 'N' });
      setPushYn((await bridge.getSettings()).push_yn);
      return true;
    } catch (e) {
      console.error('error bridge setSettings', e);
      return false;
    }
  };
  return { pushYn, write };
}

function PushSettings() {
  const t = useT(accountMessages);
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  const info = usePushSettingInfoQuery();
  const [update, updating] = usePushSettingUpdateMutation();
  const shell = useShellPush(inWebView);

  const change = async (key: PushKey, on: boolean) => {
    trackEvent(ANALYTICS_EVENTS.pushSettingChange, inWebView, { [key]: on ? 'Y' : 'N' });
    const result = await update({ [key]: on ? 'Y' : 'N' });
    if ('error' in result && result.error) {
      dispatch(showAlert(t('account.settings.saveFailed', { detail: errorText(result.error, t) })));
      return;
    }
    // The device follows the member's push switch (the other two are the server's only).
    if (inWebView && key === 'push_yn' && !(await shell.write(on))) dispatch(showAlert(t('account.settings.deviceSaveFailed')));
  };

  return (
    <section aria-labelledby="settings-push">
      <SectionTitle id="settings-push">{t('account.settings.push')}</SectionTitle>
      {shell.pushYn === 'N' ? <Note role="status">{t('account.settings.deviceOff')}</Note> : null}
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
  const inWebView = useInWebView();
  const shellVer = useAppSelector((s) => s.auth.device.app_ver);
  const appVer = inWebView ? shellVer : null;
  // The server's texts came in the old language (libs/api sends the language with each call):
  // the caches go, and every screen asks again in the new one.
  const chooseLang = (next: Lang) => {
    if (next === lang) return;
    dispatch(settingsActions.setLang(next));
    resetApiCaches(dispatch);
  };
  return (
    <>
      <section aria-labelledby="settings-lang">
        <SectionTitle id="settings-lang">{t('account.settings.language')}</SectionTitle>
        {/* The group is named by the heading above, read once. */}
        <div role="radiogroup" aria-labelledby="settings-lang">
          {LANGS.map((l) => (
            <CheckRow key={l.lang} lang={l.lang}>
              <input type="radio" name="lang" value={l.lang} checked={lang === l.lang} onChange={() => chooseLang(l.lang)} />
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
