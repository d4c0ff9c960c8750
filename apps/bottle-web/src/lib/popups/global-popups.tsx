/**
 * Connects libs/ui's global popups (spec §2 "Global popups") to the popup slice, libs/api and
 * the bridge. libs/ui stays presentational; this is the one place that feeds it.
 */
import { useEffect } from 'react';
import { useAppCardInfoQuery, useSetDefaultStoreMutation, useStoreInfoQuery, useStoreListQuery, useUserInfoQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, SCREENS, storeInfoCode, storeMapUrl } from '@bottle/domain';
import {
  AlertPopup,
  BarcodePopup,
  ChatLoadingPopup,
  ConfirmPopup,
  InspectionAppCardPopup,
  LoadingPopup,
  MainStorePopup,
  StoreInfoPopup,
  TermsPopup,
  useBackCloses,
} from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useServices, useInWebView } from '../services';
import { useT } from '../i18n';
import { trackEvent } from '../analytics';
import { popupActions } from './popup-slice';
import { useRaisedBrightness } from './use-raised-brightness';
import { resolveAlert, resolveConfirm, showAlert } from './popup-thunks';
import { selectLoggedIn } from '../session/auth-slice';

/**
 * A shell without the call answers 'unknown-method' (libs/bridge README "Errors"). Read by its
 * code, not `instanceof`, so this chunk does not carry the bridge (it loads on first use).
 */
function isUnknownCall(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'unknown-method' || code === 'unavailable';
}

function StoreInfoConnector() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { getBridge } = useServices();
  const popup = useAppSelector((s) => s.popup.storeInfo);
  const loggedIn = useAppSelector(selectLoggedIn);
  const inWebView = useInWebView();
  const open = popup !== null;
  const needsDefaultStore = open && !popup.strCd && loggedIn;
  const user = useUserInfoQuery(undefined, { skip: !needsDefaultStore });
  const strCd = storeInfoCode({ strCd: popup?.strCd ?? null, isLoggedIn: loggedIn, defaultStoreCode: user.data?.def_str_cd ?? null });
  const info = useStoreInfoQuery({ strCd }, { skip: !open || (needsDefaultStore && user.isLoading) });
  const close = () => dispatch(popupActions.closeStoreInfo());
  useEffect(() => {
    if (open && strCd) trackEvent(ANALYTICS_EVENTS.storeInfoView, inWebView, { str_cd: strCd });
  }, [open, strCd, inWebView]);
  // The browser back action closes the store info popup and stays on the page.
  useBackCloses(open, close);

  return (
    <StoreInfoPopup
      open={open}
      store={info.data ?? (info.isError ? null : undefined)}
      loading={info.isFetching || (needsDefaultStore && user.isLoading)}
      inWebView={inWebView}
      onCall={(tel) => {
        trackEvent(ANALYTICS_EVENTS.storeCallClick, inWebView, { str_cd: strCd ?? undefined });
        getBridge()
          .then((bridge) => bridge.callPhone({ tel }))
          .catch(() => dispatch(showAlert(t('error.default'))));
      }}
      onCopyAddress={(address) => {
        trackEvent(ANALYTICS_EVENTS.storeAddressCopy, inWebView, { str_cd: strCd ?? undefined });
        getBridge()
          .then((bridge) => bridge.copyToClipboard({ text: address }))
          .then(() => dispatch(showAlert(t('store.addressCopied'))))
          .catch(() => dispatch(showAlert(t('error.default'))));
      }}
      onOpenMap={(place) => {
        trackEvent(ANALYTICS_EVENTS.storeMapOpen, inWebView, { str_cd: strCd ?? undefined });
        // The shell shows the store's map inside itself (spec §7 "map webview"), so the member
        // stays in the app; a shell that does not know that call hands the address to its map
        // app (open map). A browser opens the map site in a new tab, so the popup and the page
        // stay where they were.
        const url = storeMapUrl(place.address);
        if (!inWebView) {
          window.open(url, '_blank', 'noopener,noreferrer');
          return;
        }
        getBridge()
          .then((bridge) =>
            bridge.openMapWebView({ url, ...(place.name ? { title: place.name } : {}) }).catch((error: unknown) => {
              if (isUnknownCall(error)) return bridge.openMap(place);
              throw error;
            }),
          )
          .catch(() => dispatch(showAlert(t('error.default'))));
      }}
      onClose={close}
    />
  );
}

function MainStoreConnector() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.popup.mainStore);
  const stores = useStoreListQuery(undefined, { skip: !open });
  const user = useUserInfoQuery(undefined, { skip: !open });
  const inWebView = useInWebView();
  const [save, { isLoading: saving }] = useSetDefaultStoreMutation();

  const choose = (strCd: string, announce: boolean) => {
    trackEvent(announce ? ANALYTICS_EVENTS.mainStoreSet : ANALYTICS_EVENTS.mainStoreSkip, inWebView, { str_cd: strCd });
    save({ strCd })
      .unwrap()
      .then(() => {
        dispatch(popupActions.closeMainStore());
        // Spec §4: after the main store is saved the user info is refreshed (tag invalidation
        // in libs/api); if a store was chosen (not skipped) an alert confirms.
        if (announce) dispatch(showAlert(t('store.mainStoreSelected')));
      })
      .catch(() => dispatch(showAlert(t('error.default'))));
  };

  return (
    <MainStorePopup
      open={open}
      stores={stores.data?.str_list ?? []}
      defaultStoreCode={user.data?.def_str_cd ?? null}
      saving={saving}
      onConfirm={(strCd) => choose(strCd, true)}
      onSkip={(strCd) => choose(strCd, false)}
    />
  );
}

function BarcodeConnector() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.popup.barcode);
  const loggedIn = useAppSelector(selectLoggedIn);
  const card = useAppCardInfoQuery(undefined, { skip: !open || !loggedIn });
  // Spec §9 "Shell barcode height is 50 or 70": the card the popup opens with is compact (50),
  // the enlarged view for the store's scanner is tall (70, libs/ui's BarcodePopup).
  const height = 50;
  // The shell hears both the open and the close (it raises, then restores, the brightness).
  useRaisedBrightness(open);
  return (
    <BarcodePopup
      open={open}
      cardNumber={card.data?.membs_card_no ?? null}
      height={height}
      onClose={() => dispatch(popupActions.closeBarcode())}
    />
  );
}

/**
 * The terms popup (spec §2 "Global popups"), which every place that shows agreement text opens
 * through the popup slice (sign-up, the reservation's privacy agreement …). It is one of spec
 * §2's named screens, so each opening reports screen_view with screen_name terms_popup, here
 * where every opener meets, and once per opening (a new terms id is a new opening).
 */
function TermsConnector() {
  const dispatch = useAppDispatch();
  const terms = useAppSelector((s) => s.popup.terms);
  const inWebView = useInWebView();
  const openedId = terms?.id;
  useEffect(() => {
    if (openedId !== undefined) trackEvent(ANALYTICS_EVENTS.screenView, inWebView, { screen_name: SCREENS.termsPopup.name });
  }, [openedId, inWebView]);
  return (
    <TermsPopup
      open={terms !== null}
      title={terms?.title ?? ''}
      html={terms?.html ?? ''}
      onClose={() => dispatch(popupActions.closeTerms())}
    />
  );
}

export function GlobalPopups() {
  const dispatch = useAppDispatch();
  const popup = useAppSelector((s) => s.popup);
  return (
    <>
      <StoreInfoConnector />
      <MainStoreConnector />
      <BarcodeConnector />
      <TermsConnector />
      <ConfirmPopup
        open={popup.confirm !== null}
        message={popup.confirm?.message ?? ''}
        body={popup.confirm?.body}
        banner={popup.confirm?.banner}
        {...(popup.confirm?.confirmLabel ? { confirmLabel: popup.confirm.confirmLabel } : {})}
        {...(popup.confirm?.cancelLabel ? { cancelLabel: popup.confirm.cancelLabel } : {})}
        onConfirm={() => popup.confirm && dispatch(resolveConfirm(popup.confirm.id, true))}
        onCancel={() => popup.confirm && dispatch(resolveConfirm(popup.confirm.id, false))}
      />
      <AlertPopup
        open={popup.alert !== null}
        content={popup.alert?.content ?? ''}
        onClose={() => popup.alert && dispatch(resolveAlert(popup.alert.id))}
      />
      <InspectionAppCardPopup open={popup.inspectionAppCard} onClose={() => dispatch(popupActions.closeInspectionAppCard())} />
      <LoadingPopup open={popup.loading} />
      <ChatLoadingPopup open={popup.chatLoading} />
    </>
  );
}
