/**
 * Loading popup (spec §2 "Global popups": Loading) and the AI-assistant loading overlay
 * (spec §2: "Chat loading", whose text says the user is being moved to a page where they can
 * chat with the AI assistant). Neither can be dismissed by the user; the app closes them.
 */
import styled from '@emotion/styled';
import { CentredColumn } from '../components/centred-column';
import { Spinner } from '../components/spinner';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

const Centre = styled(CentredColumn)`
  padding: ${({ theme }) => theme.space.lg} 0;
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

/** A full-screen loading overlay: a large spinner over `text`, busy, on the loading layer. */
function FullScreenLoading({
  open,
  title,
  hideTitle = false,
  text,
  testId,
}: {
  open: boolean;
  title: string;
  hideTitle?: boolean;
  text: string;
  testId: string;
}) {
  return (
    <Modal open={open} title={title} hideTitle={hideTitle} variant="fullScreen" layer="loading" busy data-testid={testId}>
      <Centre role="status">
        <Spinner size={56} />
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
  return <FullScreenLoading open={open} title={t('ui.chatLoading.title')} text={t('aiAssistant.loading')} testId="chat-loading-popup" />;
}

export interface GeneralLoadingOverlayProps {
  open: boolean;
  label?: string;
}

/** The general full-screen loading overlay (spec §2 "A general full-screen loading overlay also exists"). */
export function GeneralLoadingOverlay({ open, label }: GeneralLoadingOverlayProps) {
  const { t } = useUi('GeneralLoadingOverlay');
  return (
    <FullScreenLoading
      open={open}
      title={t('ui.loading')}
      hideTitle
      text={label ?? t('loading.general')}
      testId="general-loading-overlay"
    />
  );
}
