/**
 * A button without the button chrome that reads as a word. Its own module, apart from
 * row-button.ts: home's store rows (the first route) use the row button, and a module shared with
 * the search and pickup screens would be a chunk of its own on the first route.
 */
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
