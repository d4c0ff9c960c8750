/**
 * A link that reads as a word. Its own module, like the word button (text-button.ts): only later
 * screens use it, so home's first route does not carry it.
 */
import { css, type Theme } from '@emotion/react';

/**
 * A link that reads as a green word a touch target tall (the login screen's sign-up, a notice's
 * link, the encyclopedia from food pairing, write a review, a product's stores with stock): no
 * box, the surrounding text's size. Each adds its weight and margins.
 */
export const wordLink = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.touchTarget};
  color: ${theme.colors.bottleGreen};
`;
