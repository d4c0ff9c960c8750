import '@emotion/react';
import type { BottleTheme } from './theme';

declare module '@emotion/react' {
  // Interface merging is how Emotion types its theme; the body is intentionally empty.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface Theme extends BottleTheme {}
}
