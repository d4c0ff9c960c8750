/**
 * The full-screen shell states (spec §2, §4, §8), lazily loaded by ./shell-host.tsx.
 * - update: cancel quits the app, update opens the store page.
 * - tampered: the hacking-risk notice; closing it quits the app.
 * - desktop: guidance with a link to the company site; on the prize exhibit page a 64 px QR
 *   code (level L) of the current URL; a member may also continue in this browser.
 * - inspection: the system-inspection image, until the servers answer again (./inspection.ts).
 */
import { useEffect } from 'react';
import { storeCommonApi } from '@bottle/api';
import { useLocation } from 'react-router';
import { ANALYTICS_EVENTS, DESKTOP_QR, type AnalyticsEventName } from '@bottle/domain';
import { AlertPopup, DesktopGuidanceScreen, MandatoryUpdateScreen, QrCode, SystemInspectionScreen } from '@bottle/ui';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { INSPECTION_POLL_MS, refetchFailedQueries } from './inspection-end';
import { trackEvent } from '../analytics';
import { useServices, useInWebView } from '../services';
import { paths } from '../../config/paths';
import { useT } from '../i18n';
import { safeStorage } from '../safe-storage';
import { DESKTOP_CONTINUE_KEY, shellActions, type ShellScreen } from './shell-slice';

/** The view event of each screen that has one (spec §2 analytics). */
const VIEW_EVENT: Partial<Record<ShellScreen, AnalyticsEventName>> = {
  update: ANALYTICS_EVENTS.appUpdateView,
  desktop: ANALYTICS_EVENTS.desktopGuidanceView,
  inspection: ANALYTICS_EVENTS.inspectionView,
};

/** While the inspection screen shows: asks the server's clock now and then; its answer ends it. */
function useInspectionEnd(active: boolean): void {
  const store = useAppStore();
  useEffect(() => {
    if (!active) return undefined;
    let asking = false;
    const id = setInterval(() => {
      if (asking) return;
      asking = true;
      const call = store.dispatch(storeCommonApi.endpoints.currentTime.initiate(undefined, { subscribe: false, forceRefetch: true }));
      void call
        .unwrap()
        .then(() => {
          if (store.getState().shell.screen !== 'inspection') return;
          store.dispatch(shellActions.showShellScreen('none'));
          refetchFailedQueries(store.dispatch, store.getState());
        })
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    }, INSPECTION_POLL_MS);
    return () => clearInterval(id);
  }, [active, store]);
}

export function ShellScreens({ screen }: { screen: ShellScreen }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { getBridge, config } = useServices();
  const location = useLocation();
  const inWebView = useInWebView();
  const quit = () =>
    void getBridge()
      .then((b) => b.quit())
      .catch(() => undefined);
  useInspectionEnd(screen === 'inspection');

  useEffect(() => {
    const view = VIEW_EVENT[screen];
    if (view) trackEvent(view, inWebView);
  }, [screen, inWebView]);

  const exhibitNo = new URLSearchParams(location.search).get('exhibit_no');
  const prizePage = location.pathname === paths.exhibition && exhibitNo === config.prizeExhibitNo;

  return (
    <>
      <MandatoryUpdateScreen
        open={screen === 'update'}
        onCancel={() => {
          trackEvent(ANALYTICS_EVENTS.appUpdateCancel, inWebView);
          quit();
        }}
        onUpdate={() => {
          trackEvent(ANALYTICS_EVENTS.appUpdateClick, inWebView);
          void getBridge()
            .then((b) => b.openStorePage())
            .catch(() => undefined);
        }}
      />
      <AlertPopup
        open={screen === 'tampered'}
        title={t('security.tamperingTitle')}
        content={t('security.tampering')}
        closeOnBack={false}
        onClose={quit}
      />
      <DesktopGuidanceScreen
        open={screen === 'desktop'}
        imageSrc="/images/desktop-guidance.svg"
        onGoToWebsite={() => {
          trackEvent(ANALYTICS_EVENTS.desktopWebsiteClick, inWebView);
          window.location.assign(config.companySite);
        }}
        onContinue={() => {
          // Without storage the choice lasts for this page only.
          safeStorage('session').set(DESKTOP_CONTINUE_KEY, 'Y');
          dispatch(shellActions.showShellScreen('none'));
        }}
        qr={
          prizePage ? (
            <QrCode value={window.location.href} size={DESKTOP_QR.size} level={DESKTOP_QR.level} label={t('desktop.qrAlt')} />
          ) : undefined
        }
      />
      <SystemInspectionScreen open={screen === 'inspection'} imageSrc="/images/system-inspection.svg" />
    </>
  );
}
