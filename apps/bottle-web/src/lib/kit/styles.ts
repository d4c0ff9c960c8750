/**
 * Style pieces more than one screen area repeats, to interpolate inside a styled block
 * (`img { ${wideCoverImage} }`), that the first screen uses too (the footer's icons, home's
 * banners); the rest are ./screen-styles.ts's. Theme tokens only (docs/conventions.md).
 */
import { css } from '@emotion/react';

/** A banner, event or exhibition picture: full width, 16:9, cropped to fill. */
export const wideCoverImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

/** A line-drawn 24-px icon (`svg { ${lineIcon} }`): no fill, drawn in the text's colour with the app's stroke. */
export const lineIcon = css`
  width: 24px;
  height: 24px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.6;
`;
