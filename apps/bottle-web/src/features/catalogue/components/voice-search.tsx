/**
 * Voice search (spec §1): the Web Speech API (`SpeechRecognition`, or Chrome/Safari's
 * `webkitSpeechRecognition`) in Korean (ko-KR), with libs/ui's ChatRecordingVoicePopup as the
 * listening screen. Where the browser has no speech recognition the button is not rendered.
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatRecordingVoicePopup, type VoiceStatus } from '@bottle/ui';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { useAppDispatch } from '../../../lib/store/hooks';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { Icon, IconButton, ICONS } from './layout';
import { catalogueMessages } from '../messages';
import { useClientValue } from '../../../lib/client-value';
import { useInWebView } from '../../../lib/services';

/** The part of the Web Speech API this screen uses (lib.dom has no SpeechRecognition type). */
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

/** The browser's speech recognition constructor, or null where there is none. */
export function speechRecognitionOf(win: unknown): SpeechRecognitionCtor | null {
  const w = win as { SpeechRecognition?: SpeechRecognitionCtor; webkitSpeechRecognition?: SpeechRecognitionCtor } | undefined;
  return w?.SpeechRecognition ?? w?.webkitSpeechRecognition ?? null;
}

const browserSpeechRecognition = () => (typeof window === 'undefined' ? null : speechRecognitionOf(window));

/** The voice button's place before the browser says whether it has speech recognition. */
const Slot = styled.span`
  width: 44px;
  height: 44px;
  flex: none;
`;

/** Spec: Korean recognition (the product language). */
export const VOICE_LANG = 'ko-KR';

export function VoiceSearchButton({ onResult }: { onResult: (text: string) => void }) {
  const t = useT(catalogueMessages);
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  // Known in the browser only. A prerendered search page keeps the button's place (undefined:
  // not known yet), since most phones' browsers have speech recognition: the search field does
  // not move when the button comes (layout shift); where there is none the place goes.
  const Ctor = useClientValue<SpeechRecognitionCtor | null | undefined>(browserSpeechRecognition, undefined);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const transcriptRef = useRef('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<VoiceStatus>('listening');
  const [transcript, setTranscript] = useState('');

  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => () => recognition.current?.abort(), []);

  // The notice after a listening opens while the listening popup closes (at once when the
  // browser refuses the microphone), so the notice cannot know what opened it: focus goes back
  // to the voice button when the member closes it (WCAG 2.4.3), Escape included.
  const notify = useCallback((text: string) => dispatch(showAlert(text, () => button.current?.focus())), [dispatch]);

  const fail = useCallback(
    (text: string) => {
      recognition.current = null;
      setOpen(false);
      notify(text);
    },
    [notify],
  );

  const start = () => {
    if (!Ctor) return;
    trackEvent(ANALYTICS_EVENTS.searchVoiceClick, inWebView);
    let rec: SpeechRecognitionLike;
    try {
      rec = new Ctor();
    } catch {
      fail(t('catalogue.voice.failed'));
      return;
    }
    rec.lang = VOICE_LANG;
    rec.interimResults = true;
    rec.continuous = false;
    rec.maxAlternatives = 1;
    transcriptRef.current = '';
    setTranscript('');
    setStatus('listening');
    rec.onresult = (event) => {
      let text = '';
      for (let i = 0; i < event.results.length; i += 1) text += event.results[i]?.[0]?.transcript ?? '';
      transcriptRef.current = text.trim();
      setTranscript(transcriptRef.current);
    };
    rec.onerror = (event) => {
      if (recognition.current !== rec) return;
      if (event.error === 'aborted') return;
      fail(
        t(
          event.error === 'not-allowed' || event.error === 'service-not-allowed'
            ? 'catalogue.voice.denied'
            : event.error === 'no-speech'
              ? 'catalogue.voice.noSpeech'
              : 'catalogue.voice.failed',
        ),
      );
    };
    rec.onend = () => {
      if (recognition.current !== rec) return;
      recognition.current = null;
      setOpen(false);
      const text = transcriptRef.current;
      if (text) onResult(text);
      else notify(t('catalogue.voice.noSpeech'));
    };
    recognition.current = rec;
    setOpen(true);
    try {
      rec.start();
    } catch {
      fail(t('catalogue.voice.failed'));
    }
  };

  if (Ctor === undefined) return <Slot aria-hidden="true" />;
  if (!Ctor) return null;
  return (
    <>
      <IconButton ref={button} type="button" aria-label={t('catalogue.voice.start')} aria-haspopup="dialog" onClick={start}>
        <Icon d={ICONS.mic} />
      </IconButton>
      <ChatRecordingVoicePopup
        open={open}
        status={status}
        transcript={transcript}
        onStop={() => {
          setStatus('processing');
          recognition.current?.stop();
        }}
        onCancel={() => {
          const rec = recognition.current;
          recognition.current = null;
          setOpen(false);
          rec?.abort();
        }}
      />
    </>
  );
}
