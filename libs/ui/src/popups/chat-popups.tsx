/**
 * The AI sommelier's input popups (spec §2 "Global popups": Chat recording voice, Chat camera;
 * spec §3 "Chat" state: recording voice popup, camera popup). Recording and picture taking are
 * the app's (or the native shell's) job; these popups show the state and report choices.
 */
import styled from '@emotion/styled';
import { css, keyframes } from '@emotion/react';
import { useRef } from 'react';
import type { ChangeEvent, RefObject } from 'react';
import { Button, VisuallyHidden } from '../components/button';
import { ChoiceButtons } from '../components/choice-buttons';
import { Spinner } from '../components/spinner';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

export type VoiceStatus = 'listening' | 'processing' | 'error';

export interface ChatRecordingVoicePopupProps {
  open: boolean;
  status: VoiceStatus;
  /** Text recognised so far (live). */
  transcript?: string;
  /** "Done speaking": enabled only while listening. */
  onStop: () => void;
  /** Cancel button and Escape. */
  onCancel: () => void;
}

const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  70% { transform: scale(1.6); opacity: 0; }
  100% { transform: scale(1.6); opacity: 0; }
`;

const Mic = styled.div<{ active: boolean }>`
  position: relative;
  width: 72px;
  height: 72px;
  margin: ${({ theme }) => theme.space.lg} auto;
  border-radius: 50%;
  background: ${({ theme, active }) => (active ? theme.colors.red : theme.colors.gray300)};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    background: inherit;
    ${({ active }) =>
      active
        ? css`
            animation: ${pulse} 1.4s ease-out infinite;
          `
        : ''}
  }
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: 20px;
    height: 32px;
    transform: translate(-50%, -60%);
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.white};
  }
`;

const Status = styled.p`
  margin: 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Transcript = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  min-height: 3em;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.gray800};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => theme.space.lg} 0;
`;

export function ChatRecordingVoicePopup({ open, status, transcript, onStop, onCancel }: ChatRecordingVoicePopupProps) {
  const { t } = useUi('ChatRecordingVoicePopup');
  const statusText =
    status === 'listening' ? t('ui.chatVoice.listening') : status === 'processing' ? t('ui.chatVoice.processing') : t('ui.chatVoice.error');
  return (
    <Modal
      open={open}
      title={t('ui.chatVoice.title')}
      onDismiss={onCancel}
      busy={status === 'processing'}
      data-testid="chat-recording-voice-popup"
      footer={
        <ChoiceButtons
          back={{ label: t('ui.cancel'), onClick: onCancel }}
          ahead={{ label: t('ui.chatVoice.stop'), onClick: onStop, disabled: status !== 'listening' }}
        />
      }
    >
      {status === 'processing' ? (
        <Centre>
          <Spinner size={56} />
        </Centre>
      ) : (
        <Mic active={status === 'listening'} aria-hidden="true" data-testid="mic" />
      )}
      <Status role={status === 'error' ? 'alert' : 'status'}>{statusText}</Status>
      {transcript ? (
        <Transcript aria-live="polite">
          <VisuallyHidden>{t('ui.chatVoice.transcript')}: </VisuallyHidden>
          {transcript}
        </Transcript>
      ) : null}
    </Modal>
  );
}

export type ImageSource = 'camera' | 'album';

export interface ChatCameraPopupProps {
  open: boolean;
  /** The picture the member took or picked. */
  onSelect: (file: File, source: ImageSource) => void;
  /** Cancel button and Escape. */
  onCancel: () => void;
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/** An image file input kept out of sight and out of the tab order: the popup's buttons open it. */
function ImageFileInput({
  inputRef,
  capture,
  label,
  testId,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  capture?: 'environment';
  label: string;
  testId: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      capture={capture}
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onChange={onChange}
    />
  );
}

/**
 * Photo search: take a picture (the camera, through `capture`) or choose one from the album.
 * Plain file inputs work in mobile browsers and in both native web views.
 */
export function ChatCameraPopup({ open, onSelect, onCancel }: ChatCameraPopupProps) {
  const { t } = useUi('ChatCameraPopup');
  const cameraRef = useRef<HTMLInputElement>(null);
  const albumRef = useRef<HTMLInputElement>(null);
  const pick = (source: ImageSource) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset so choosing the same file twice still fires change.
    event.target.value = '';
    if (file) onSelect(file, source);
  };
  return (
    <Modal
      open={open}
      title={t('ui.chatCamera.title')}
      description={t('ui.chatCamera.body')}
      onDismiss={onCancel}
      closeOnScrim
      data-testid="chat-camera-popup"
      footer={
        <Button variant="secondary" block onClick={onCancel}>
          {t('ui.cancel')}
        </Button>
      }
    >
      <Actions>
        <Button block onClick={() => cameraRef.current?.click()}>
          {t('ui.chatCamera.take')}
        </Button>
        <Button block variant="secondary" onClick={() => albumRef.current?.click()}>
          {t('ui.chatCamera.album')}
        </Button>
        <VisuallyHidden>
          <ImageFileInput
            inputRef={cameraRef}
            capture="environment"
            label={t('ui.chatCamera.take')}
            testId="camera-input"
            onChange={pick('camera')}
          />
          <ImageFileInput inputRef={albumRef} label={t('ui.chatCamera.album')} testId="album-input" onChange={pick('album')} />
        </VisuallyHidden>
      </Actions>
    </Modal>
  );
}
