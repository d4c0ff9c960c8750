/**
 * Global styles for a mobile-first layout (spec §2 "Shell behaviour"):
 * - safe-area insets exposed as CSS variables for notched phones (the native shell renders
 *   the web view edge to edge),
 * - the dynamic viewport height (100dvh, with a 100vh fallback) so iOS Safari's collapsing
 *   toolbar never hides a bottom button,
 * - a 10 px root font size, the base the spec's font-size helper assumes (§9),
 * - no horizontal scroll down to a 320 px wide phone,
 * - animations and transitions cut to an instant for `prefers-reduced-motion: reduce`
 *   (kept at 0.01 ms rather than `none` so `animationend` still fires and overlays unmount).
 */
import { Global, css, useTheme } from '@emotion/react';
import type { BottleTheme } from './theme';
import { MIN_VIEWPORT_PX } from './theme';

export function globalCss(theme: BottleTheme) {
  return css`
    :root {
      --safe-top: env(safe-area-inset-top, 0px);
      --safe-right: env(safe-area-inset-right, 0px);
      --safe-bottom: env(safe-area-inset-bottom, 0px);
      --safe-left: env(safe-area-inset-left, 0px);
      --app-height: 100vh;
      --app-height: 100dvh;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      /* 10 px root: the spec's font-size helper (§9, value / 1.55 × 0.1 rem) is written for it. */
      font-size: 62.5%;
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
      overflow-x: hidden;
      overflow-x: clip;
    }
    body {
      margin: 0;
      min-width: ${MIN_VIEWPORT_PX}px;
      min-height: 100vh;
      min-height: 100dvh;
      overflow-x: hidden;
      overflow-x: clip;
      font-family: ${theme.typography.fontFamily};
      font-size: ${theme.typography.size.md};
      line-height: ${theme.typography.lineHeight.normal};
      color: ${theme.colors.black};
      background: ${theme.colors.white};
      -webkit-tap-highlight-color: transparent;
      word-break: keep-all;
      overflow-wrap: anywhere;
    }
    img,
    svg,
    video,
    canvas {
      max-width: 100%;
    }
    button,
    input,
    select,
    textarea {
      font: inherit;
      color: inherit;
    }
    :focus-visible {
      outline: 2px solid ${theme.colors.bottleGreen};
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  `;
}

/** Mount once at the root, inside `UiProvider` (which does it unless told not to). */
export function GlobalStyles() {
  const theme = useTheme();
  return <Global styles={globalCss(theme)} />;
}
