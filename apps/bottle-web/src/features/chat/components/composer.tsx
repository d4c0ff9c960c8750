/**
 * The message composer, fixed at the bottom above the safe area: photo, voice (only where the
 * browser can recognise speech), the text and send. Enter sends and Shift+Enter breaks the
 * line; Enter while a Korean syllable is still being composed (IME) only ends the composition,
 * or the message would go out without its last syllable.
 */
import styled from '@emotion/styled';
import { focusRing } from './focus-ring';
import { forwardRef, useEffect, useImperativeHandle, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { Icon } from './icons';
import { chatMessages } from '../messages';

const Form = styled.form`
  flex: 0 0 auto;
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  padding-bottom: calc(${({ theme }) => theme.space.sm} + var(--safe-bottom, env(safe-area-inset-bottom, 0px)));
  border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  background: ${({ theme }) => theme.colors.white};
`;

const IconButton = styled.button`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.gray800};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.gray500};
  }
  ${focusRing('1px')}
`;

const Send = styled(IconButton)`
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.gray200};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const Field = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  textarea {
    width: 100%;
    min-height: 44px;
    max-height: 120px;
    padding: 10px ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.gray400};
    border-radius: 22px;
    resize: none;
    font: inherit;
    /* 16 px: iOS Safari zooms into smaller inputs. */
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.black};
    background: ${({ theme }) => theme.colors.white};
  }
  textarea::placeholder {
    color: ${({ theme }) => theme.colors.gray700};
  }
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.bottleGreen};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  small {
    align-self: flex-end;
    padding: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

export interface ComposerProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  /** False while an answer is awaited: typing goes on, sending waits. */
  canSend: boolean;
  maxLength: number;
  /** True while an answer is awaited: one question at a time in a thread. */
  cameraDisabled: boolean;
  voiceSupported: boolean;
  onVoice(): void;
  onCamera(): void;
}

export interface ComposerHandle {
  focus(): void;
}

/** The counter shows from this share of the limit on (a long message is rare). */
const COUNTER_FROM = 0.8;
const MAX_HEIGHT_PX = 120;

export const Composer = forwardRef<ComposerHandle, ComposerProps>(function Composer(props, ref) {
  const t = useT(chatMessages);
  const { value, onChange, onSend, canSend, maxLength } = props;
  const input = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  // Grow with the text up to MAX_HEIGHT_PX, then scroll inside.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    if (el.scrollHeight > 0) el.style.height = `${Math.min(el.scrollHeight + 2, MAX_HEIGHT_PX)}px`;
  }, [value]);

  const ready = canSend && value.trim() !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready) onSend();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // keyCode 229: Safari reports IME keys this way without isComposing.
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || e.keyCode === 229) return;
    e.preventDefault();
    if (ready) onSend();
  };

  return (
    <Form onSubmit={submit} aria-label={t('chat.composerLabel')}>
      <IconButton
        type="button"
        aria-label={t('ui.chatCamera.title')}
        aria-haspopup="dialog"
        disabled={props.cameraDisabled}
        onClick={props.onCamera}
      >
        <Icon name="camera" />
      </IconButton>
      {props.voiceSupported ? (
        <IconButton type="button" aria-label={t('ui.chatVoice.title')} aria-haspopup="dialog" onClick={props.onVoice}>
          <Icon name="mic" />
        </IconButton>
      ) : null}
      <Field>
        <textarea
          ref={input}
          rows={1}
          value={value}
          maxLength={maxLength}
          aria-label={t('chat.composerLabel')}
          placeholder={t('chat.composerPlaceholder')}
          enterKeyHint="send"
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {value.length >= maxLength * COUNTER_FROM ? (
          <small aria-live="polite">{t('chat.charCount', { count: value.length, max: maxLength })}</small>
        ) : null}
      </Field>
      <Send type="submit" aria-label={t('chat.send')} disabled={!ready}>
        <Icon name="send" />
      </Send>
    </Form>
  );
});
