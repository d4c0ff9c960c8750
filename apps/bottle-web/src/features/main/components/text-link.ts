/** Home's inline links (a pick's title, a notice's "see more"): bottle green, bold, 44 px tall. */
import { css, type Theme } from '@emotion/react';

export const textLink = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colors.bottleGreen};
  font-weight: ${theme.typography.weight.bold};
`;
