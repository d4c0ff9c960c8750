/**
 * Style pieces more than one screen area repeats, to interpolate inside a styled block
 * (`${storeRows}`): rows of stores, a row's name over its detail, a screen over the footer tabs.
 * Apart from ./styles.ts, whose pieces the first screen uses. Theme tokens only
 * (docs/conventions.md).
 */
import { css, type Theme } from '@emotion/react';

/** A row's name (`.name`) over its muted detail lines (`.meta`), each on its own line. */
export const nameAndMeta = ({ theme }: { theme: Theme }) => css`
  .name {
    display: block;
    font-weight: ${theme.typography.weight.medium};
  }
  .meta {
    display: block;
    color: ${theme.colors.gray700};
    font-size: ${theme.typography.size.sm};
  }
`;

/**
 * A list of stores as rows (the product's stores near me, the pickup store picker): the list
 * inset from the screen edge, each row a line of its parts over a rule. Each list sets how its
 * row's parts align and any padding of its own.
 */
export const storeRows = ({ theme }: { theme: Theme }) => css`
  ul {
    margin: 0;
    padding: 0 ${theme.space.lg};
    list-style: none;
  }
  li {
    display: flex;
    gap: ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.gray200};
  }
`;

/**
 * A full screen over the footer tabs (the account's screens, the chat): fixed to the viewport
 * and one layer above the tabs, its header, body and footer in a column.
 */
export const aboveFooterScreen = ({ theme }: { theme: Theme }) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.footer + 1};
  display: flex;
  flex-direction: column;
`;
