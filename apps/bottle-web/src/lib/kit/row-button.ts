/** Buttons without the button chrome, for a screen's own styled button. */
import { css } from '@emotion/react';

/**
 * A button that reads as an underlined word (clear the recent searches, a reservation's store):
 * no button chrome, the text's own font, a touch target's height. Each sets its colour and size.
 */
export const underlinedTextButton = css`
  min-height: 44px;
  border: 0;
  background: none;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * A button that is a whole list row (a store, a stock line): full width, at least 56 px high,
 * text to the left, no button chrome. The layout of its lines is the caller's.
 */
export const plainRowButton = css`
  width: 100%;
  min-height: 56px;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;
