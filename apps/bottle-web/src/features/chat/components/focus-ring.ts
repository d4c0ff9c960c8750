/**
 * The chat's keyboard focus mark: a 2 px bottle-green outline, `offset` from the control's edge
 * (negative inside it, where an outside ring would be clipped by the scrolling log or header).
 */
import { css, type Theme } from '@emotion/react';

export const focusRing =
  (offset: string) =>
  ({ theme }: { theme: Theme }) => css`
    &:focus-visible {
      outline: 2px solid ${theme.colors.bottleGreen};
      outline-offset: ${offset};
    }
  `;
