/**
 * The outlined pill every screen uses for small actions and word chips (a suggested search, a
 * suggested question, the header's store chip): at least 44 px high, white, grey outline, the
 * surrounding font a size down. Callers set their own colours after it (`${pillButton}
 * border-color: …`). Theme tokens only (docs/conventions.md).
 */
import { css, type Theme } from '@emotion/react';

export const pillButton = ({ theme }: { theme: Theme }) => css`
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.gray300};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.white};
  font: inherit;
  font-size: ${theme.typography.size.sm};
  cursor: pointer;
`;
