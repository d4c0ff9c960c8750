/**
 * A wrapping row of pill-shaped buttons (recent, popular and suggested searches; the chat's
 * suggested questions; a filter's options). Theme tokens only (style.md).
 */
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

/** The row's layout, for a list styled inside another block (`ul { ${chipRow} }`). */
export const chipRow = ({ theme }: { theme: Theme }) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ChipList = styled.ul`
  ${chipRow}
`;
