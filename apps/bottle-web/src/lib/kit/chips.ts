/**
 * A wrapping row of pill-shaped buttons (recent, popular and suggested searches; the chat's
 * suggested questions; a filter's options), and the pill a checkbox option sits in (the search
 * filters, the wine navigation). Theme tokens only (docs/conventions.md).
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

/**
 * Checkbox options as pills, for a block holding `<label><input type="checkbox" /> name</label>`
 * items: at least 44 px high, the chosen ones in bottle green.
 */
export const checkChips = ({ theme }: { theme: Theme }) => css`
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.colors.gray300};
    border-radius: ${theme.radii.pill};
    font-size: ${theme.typography.size.sm};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${theme.colors.bottleGreen};
    color: ${theme.colors.bottleGreen};
    font-weight: ${theme.typography.weight.bold};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${theme.colors.bottleGreen};
  }
`;
