/**
 * Small pieces the screens of several areas show alike (a reservation, a draw, a receipt): label /
 * value rows, an inline alert, a status badge's pill. Theme tokens only; each screen adds its own
 * spacing or alignment with `styled(Facts)` and friends.
 */
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';

/** Label / value rows: the labels muted in a column as wide as the longest, the values beside. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: 0;
  }
`;

/**
 * An inline message that must be heard when it appears (give it `role="alert"`). The brand red
 * marks it as a bar at its side; the text is dark, since red text on the gray ground is 3.96:1,
 * under WCAG's 4.5:1.
 */
export const InlineAlert = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.gray900};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** A status's small pill (a draw's, a reservation's); each badge sets its own colours by status. */
export const statusPill = ({ theme }: { theme: Theme }) => css`
  display: inline-block;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.bold};
  white-space: nowrap;
`;
