/** Buttons without the button chrome, for a screen's own styled button. */
import { css } from '@emotion/react';

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
