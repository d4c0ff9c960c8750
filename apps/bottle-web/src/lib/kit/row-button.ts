/**
 * A button that is a whole list row (a store, a stock line): full width, at least 56 px high,
 * text to the left, no button chrome. The layout of its lines is the caller's.
 */
import { css } from '@emotion/react';

export const plainRowButton = css`
  width: 100%;
  min-height: 56px;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;
