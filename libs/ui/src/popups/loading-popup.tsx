/**
 * Loading popup (spec §2 "Global popups": Loading) and the AI-assistant loading overlay
 * (spec §2: "Chat loading", whose text says the user is being moved to a page where they can
 * chat with the AI assistant). Neither can be dismissed by the user; the app closes them.
 */
import styled from '@emotion/styled';
import { Spinner } from '../components/spinner';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100%;
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.gray800};
`;

export interface LoadingPopupProps {
  open: boolean;
  /** Text under the spinner; defaults to the catalogue's "Loading…". */
  label?: string;
}

/** A small centred loading popup over a dimmed page. */
export function LoadingPopup({ open, label }: LoadingPopupProps) {
  const { t } = useUi('LoadingPopup');
  const text = label ?? t('loading.general');
  return (
    <Modal open={open} title={t('ui.loading')} hideTitle busy layer="loading" data-testid="loading-popup">
      <Centre role="status">
        <Spinner />
        <Text>{text}</Text>
      </Centre>
    </Modal>
  );
}

export interface ChatLoadingPopupProps {
  open: boolean;
}

/** Full-screen overlay shown while moving to the AI sommelier chat (spec §2; reset when leaving /chat). */
export function ChatLoadingPopup({ open }: ChatLoadingPopupProps) {
  const { t } = useUi('ChatLoadingPopup');
  return (
    <Modal
      open={open}
      title={t('ui.chatLoading.title')}
      variant="fullScreen"
      layer="loading"
      busy
      data-testid="chat-loading-popup"
    >
      <Centre role="status">
        <Spinner size={56} />
        <Text>{t('aiAssistant.loading')}</Text>
      </Centre>
    </Modal>
  );
}

export interface GeneralLoadingOverlayProps {
  open: boolean;
  label?: string;
}

/** The general full-screen loading overlay (spec §2 "A general full-screen loading overlay also exists"). */
export function GeneralLoadingOverlay({ open, label }: GeneralLoadingOverlayProps) {
  const { t } = useUi('GeneralLoadingOverlay');
  return (
    <Modal
      open={open}
      title={t('ui.loading')}
      hideTitle
      variant="fullScreen"
      layer="loading"
      busy
      data-testid="general-loading-overlay"
    >
      <Centre role="status">
        <Spinner size={56} />
        <Text>{label ?? t('loading.general')}</Text>
      </Centre>
    </Modal>
  );
}
