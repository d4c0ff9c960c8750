/**
 * Style pieces more than one screen area repeats, to interpolate inside a styled block
 * (`img { ${wideCoverImage} }`). Theme tokens only (style.md).
 */
import { css, type Theme } from '@emotion/react';

/** A banner, event or exhibition picture: full width, 16:9, cropped to fill. */
export const wideCoverImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

/** A list row's name in `strong` and its detail line in `small` (muted, smaller). */
export const nameAndMeta = ({ theme }: { theme: Theme }) => css`
  strong {
    font-size: ${theme.typography.size.md};
  }
  small {
    color: ${theme.colors.gray700};
    font-size: ${theme.typography.size.xs};
  }
`;
