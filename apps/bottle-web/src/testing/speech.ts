/**
 * A scripted speech recognition for the screens that listen (the search's voice search, the
 * chat's voice questions): the part of the Web Speech API they use (lib.dom declares none), with
 * the test saying what was heard. Put it where the browser's would be:
 * `window.webkitSpeechRecognition = FakeRecognition`.
 */

/** A recognition result as the browser sends it: one final alternative. */
interface HeardEvent {
  readonly resultIndex: number;
  readonly results: {
    readonly length: number;
    readonly [index: number]: {
      readonly isFinal: boolean;
      readonly length: number;
      readonly [index: number]: { readonly transcript: string };
    };
  };
}

export class FakeRecognition {
  /** The recognition the screen made last (null before any). */
  static last: FakeRecognition | null = null;
  lang = '';
  interimResults = false;
  continuous = false;
  maxAlternatives = 1;
  onresult: ((event: HeardEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  /** Ends as a browser does: after the call, not inside it. */
  stop() {
    queueMicrotask(() => this.onend?.());
  }
  abort() {
    this.started = false;
  }
  /** The member said `text`: one final result. */
  hear(text: string) {
    this.onresult?.({ resultIndex: 0, results: { length: 1, 0: { isFinal: true, length: 1, 0: { transcript: text } } } });
  }
}
