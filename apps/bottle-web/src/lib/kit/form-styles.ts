/**
 * Style pieces of the screens that take a member's choices and show amounts (the product's
 * stock box, the reservation's steps, a draw's entry). A module apart from ./styles.ts, which
 * home's first screen imports: what only later screens use stays off the first route.
 */
import { css, type Theme } from '@emotion/react';

/**
 * A box on the gray ground set in from the screen's edges, under what comes before it (a
 * product's stock and buttons, a reservation's amount), its heading small and close above its
 * content. Each box sets its own padding.
 */
export const grayInsetBox = ({ theme }: { theme: Theme }) => css`
  margin: ${theme.space.lg} ${theme.space.lg} 0;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.grayBg};
  h2,
  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.typography.size.md};
  }
`;

/**
 * A label holding its radio or checkbox and its text (a draw's store, the payment method, the
 * pickup agreement): one row, the box beside the words, the whole row a touch target tall, so
 * the words tap the box too.
 */
export const choiceLabel = ({ theme }: { theme: Theme }) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.touchTarget};
`;
