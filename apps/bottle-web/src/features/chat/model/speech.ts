/**
 * Voice questions through the Web Speech API (spec §2 "Chat recording voice" popup, §3 "recording
 * voice popup" state). Chrome and Safari expose it as `webkitSpeechRecognition`, newer engines as
 * `SpeechRecognition`; where neither exists the mic button is not offered at all.
 *
 * TypeScript's DOM library does not declare the API, so the small part used here is typed below.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '@bottle/domain';
import type { VoiceStatus } from '@bottle/ui';

interface SpeechAlternative {
  readonly transcript: string;
}
interface SpeechResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternative;
}
export interface SpeechResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechResult };
}
export interface SpeechErrorEvent {
  readonly error: string;
}

export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

type SpeechWindow = { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };

/** The browser's speech recognition, or null where there is none. */
export function getSpeechRecognition(win: unknown = globalThis): SpeechRecognitionConstructor | null {
  const w = win as SpeechWindow | undefined;
  return w?.SpeechRecognition ?? w?.webkitSpeechRecognition ?? null;
}

/** BCP 47 tag for the UI language: the member speaks the language the app shows. */
export const SPEECH_LANG: Readonly<Record<Lang, string>> = { ko: 'ko-KR', en: 'en-US' };

/** Errors that mean the microphone cannot be used (permission, hardware, policy). */
const MIC_ERRORS = new Set(['not-allowed', 'service-not-allowed', 'audio-capture', 'network', 'language-not-supported']);

/** Joins every result (final and interim) into one transcript. */
export function transcriptOf(event: SpeechResultEvent): string {
  let text = '';
  for (let i = 0; i < event.results.length; i += 1) text += event.results[i]?.[0]?.transcript ?? '';
  return text.trim();
}

export type VoiceOutcome = { kind: 'text'; text: string } | { kind: 'no-speech' };

export interface VoiceInput {
  supported: boolean;
  /** Null while closed. */
  status: VoiceStatus | null;
  transcript: string;
  start(): void;
  /** "Done speaking": stop listening and hand over what was heard. */
  stop(): void;
  /** Cancel: discard what was heard. */
  cancel(): void;
}

/**
 * Runs one recognition at a time. `onDone` gets the transcript for the composer (the member
 * confirms before sending) or 'no-speech'; a microphone problem keeps the popup open in its
 * error state until the member cancels.
 */
export function useVoiceInput(lang: Lang, onDone: (outcome: VoiceOutcome) => void, ctor = getSpeechRecognition()): VoiceInput {
  const [status, setStatus] = useState<VoiceStatus | null>(null);
  const [transcript, setTranscript] = useState('');
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const heard = useRef('');
  const cancelled = useRef(false);
  const failed = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;

  const finish = useCallback(() => {
    recognition.current = null;
    if (cancelled.current || failed.current) return;
    setStatus(null);
    const text = heard.current.trim();
    done.current(text ? { kind: 'text', text } : { kind: 'no-speech' });
  }, []);

  const start = useCallback(() => {
    if (!ctor || recognition.current) return;
    heard.current = '';
    cancelled.current = false;
    failed.current = false;
    setTranscript('');
    const r = new ctor();
    r.lang = SPEECH_LANG[lang];
    r.interimResults = true;
    r.continuous = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      heard.current = transcriptOf(event);
      setTranscript(heard.current);
    };
    r.onerror = (event) => {
      if (MIC_ERRORS.has(event.error)) {
        failed.current = true;
        setStatus('error');
      }
      // 'no-speech' and 'aborted' end normally through onend.
    };
    r.onend = finish;
    recognition.current = r;
    setStatus('listening');
    try {
      r.start();
    } catch {
      // start() throws when a recognition is already running elsewhere or the page is hidden.
      recognition.current = null;
      failed.current = true;
      setStatus('error');
    }
  }, [ctor, lang, finish]);

  const stop = useCallback(() => {
    if (!recognition.current) return;
    setStatus('processing');
    recognition.current.stop();
  }, []);

  const cancel = useCallback(() => {
    cancelled.current = true;
    recognition.current?.abort();
    recognition.current = null;
    setStatus(null);
    setTranscript('');
  }, []);

  // Leaving the screen stops the microphone.
  useEffect(
    () => () => {
      cancelled.current = true;
      recognition.current?.abort();
    },
    [],
  );

  return { supported: ctor !== null, status, transcript, start, stop, cancel };
}
