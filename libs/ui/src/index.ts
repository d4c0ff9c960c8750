/**
 * @bottle/ui: the Emotion theme, every global popup of spec §2, sheets, panels, full-screen
 * shell overlays and screen states. Presentational only: data and callbacks come as props;
 * nothing here fetches or knows the store (architecture.md "The map").
 */

// Theme and provider
export { theme, colors, typography, space, radii, zIndex, motion, TOUCH_TARGET_PX, MIN_VIEWPORT_PX, MAX_CONTENT_PX } from './theme/theme';
export type { BottleTheme } from './theme/theme';
export { GlobalStyles, globalCss } from './theme/global-styles';
export { UiProvider, UiProviderMissingError, useUi } from './theme/ui-provider';
export type { UiProviderProps } from './theme/ui-provider';
// Strings (ko and en); registered by UiProvider's module, exported for the app's typed translator
export { UI_MESSAGES, registerUiMessages } from './messages';
export type { UiMessageKey } from './messages';

// Building blocks
export { Button, ButtonRow, VisuallyHidden } from './components/button';
export type { ButtonProps, ButtonVariant } from './components/button';
export { Spinner } from './components/spinner';
export { QrCode, qrPath } from './components/qr-code';
export type { QrCodeProps, QrLevel } from './components/qr-code';

// Overlay behaviour
export { Modal, ModalTitle } from './overlay/modal';
export type { ModalProps, ModalVariant } from './overlay/modal';
export { BlockingModal } from './overlay/blocking-modal';
export type { BlockingModalProps } from './overlay/blocking-modal';
export { lockBodyScroll, bodyScrollLockCount, useBodyScrollLock, SCROLL_LOCK_ATTRIBUTE } from './overlay/scroll-lock';
export {
  useBackCloses,
  closeBackClosables,
  backClosableCount,
  afterBackGuardSettles,
  BACK_GUARD_KEY,
  resetBackClosablesForTests,
} from './hooks/use-back-closes';
export { BottomSheet } from './overlay/bottom-sheet';
export type { BottomSheetProps } from './overlay/bottom-sheet';
export { FullScreenPanel } from './overlay/full-screen-panel';
export type { FullScreenPanelProps } from './overlay/full-screen-panel';
export { TextInputPanel } from './overlay/text-input-panel';
export type { TextInputPanelProps } from './overlay/text-input-panel';

// Global popups (spec §2)
export { ConfirmPopup } from './popups/confirm-popup';
export type { ConfirmPopupProps } from './popups/confirm-popup';
export { AlertPopup } from './popups/alert-popup';
export type { AlertPopupProps } from './popups/alert-popup';
export { TermsPopup } from './popups/terms-popup';
export type { TermsPopupProps } from './popups/terms-popup';
export { sanitizeHtml, trustedHtml, SANITIZER_POLICY_NAME } from './popups/sanitize-html';
export { LoadingPopup, ChatLoadingPopup, GeneralLoadingOverlay } from './popups/loading-popup';
export type { LoadingPopupProps, ChatLoadingPopupProps, GeneralLoadingOverlayProps } from './popups/loading-popup';
export { MainStorePopup } from './popups/main-store-popup';
export type { MainStorePopupProps, StoreListItem } from './popups/main-store-popup';
export { InspectionAppCardPopup } from './popups/inspection-app-card-popup';
export type { InspectionAppCardPopupProps } from './popups/inspection-app-card-popup';
export { BarcodePopup } from './popups/barcode-popup';
export type { BarcodePopupProps, BarcodeHeight } from './popups/barcode-popup';
export { StoreInfoPopup, formatStoreTime, formatStoreDate } from './popups/store-info-popup';
export type { StoreInfoPopupProps, StoreDetail } from './popups/store-info-popup';
export { ChatRecordingVoicePopup, ChatCameraPopup } from './popups/chat-popups';
export type { ChatRecordingVoicePopupProps, ChatCameraPopupProps, VoiceStatus, ImageSource } from './popups/chat-popups';

// Full-screen shell overlays (spec §2 "Shell behaviour")
export { SystemInspectionScreen, MandatoryUpdateScreen, DesktopGuidanceScreen } from './screens/shell-screens';
export type { SystemInspectionScreenProps, MandatoryUpdateScreenProps, DesktopGuidanceScreenProps } from './screens/shell-screens';

// Screen states
export { Skeleton, SkeletonList, EmptyState, ErrorState, OfflineState, StatePanel } from './states/states';
export type { SkeletonProps, SkeletonListProps, EmptyStateProps, ErrorStateProps } from './states/states';
export { RouterErrorPage, describeRouteError } from './states/router-error-page';
export type { RouterErrorPageProps } from './states/router-error-page';

// Gallery (demo-only route)
export { Gallery, GALLERY_SCENARIOS } from './gallery/gallery';
export type { GalleryProps, GalleryScenario } from './gallery/gallery';
