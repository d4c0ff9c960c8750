/**
 * Display options of the renderers: JsBarcode 3.12's names, defaults and readings (numeric
 * strings parsed as integers, displayValue 'false', margins falling back to `margin`).
 * Architecture page: "Render defaults: bar width 2, height 100, margin 10, font size 20".
 */
import { InvalidInputError } from '../errors.js';
import type { BarcodeFormat, EncodeOptions } from '../types.js';

/**
 * Options of `toSvg` and `drawCanvas`: the encoding options plus JsBarcode's display options.
 *
 * @example
 * toSvg('8801234567893', { format: 'EAN13', height: 50, fontSize: 14, lineColor: '#222' });
 */
export interface RenderOptions extends EncodeOptions {
  /** Symbology, JsBarcode's name. Default 'CODE128'. */
  format?: BarcodeFormat;
  /** Width of one module in px. Default 2. */
  width?: number;
  /** Height of the bars in px. Default 100. */
  height?: number;
  /** Margin on every side in px. Default 10. */
  margin?: number;
  marginTop?: number;
  marginBottom?: number;
  marginLeft?: number;
  marginRight?: number;
  /** CSS font family of the text. Default 'monospace'. */
  font?: string;
  /** 'bold', 'italic' or 'bold italic'. Default ''. */
  fontOptions?: string;
  /** Font size of the text in px. Default 20. */
  fontSize?: number;
  /** Default 'center'. */
  textAlign?: 'left' | 'center' | 'right';
  /** Default 'bottom'. */
  textPosition?: 'bottom' | 'top';
  /** Space between bars and text in px. Default 2. */
  textMargin?: number;
  /** Background colour; '' for none. Default '#ffffff'. */
  background?: string;
  /** Colour of bars and text. Default '#000000'. */
  lineColor?: string;
  /**
   * `toSvg` only: measures text width in px for a CSS font shorthand, e.g. with a canvas.
   * Without it text is taken as 0 wide, as JsBarcode does without a DOM (the bars never move).
   */
  measureText?: (text: string, font: string) => number;
}

/** Every display option with its value decided. */
export interface ResolvedRenderOptions {
  readonly width: number;
  readonly height: number;
  readonly marginTop: number;
  readonly marginBottom: number;
  readonly marginLeft: number;
  readonly marginRight: number;
  readonly displayValue: boolean;
  readonly font: string;
  readonly fontOptions: string;
  readonly fontSize: number;
  readonly textAlign: string;
  readonly textPosition: string;
  readonly textMargin: number;
  readonly background: string;
  readonly lineColor: string;
}

export const RENDER_DEFAULTS = {
  width: 2,
  height: 100,
  margin: 10,
  displayValue: true,
  font: 'monospace',
  fontOptions: '',
  fontSize: 20,
  textAlign: 'center',
  textPosition: 'bottom',
  textMargin: 2,
  background: '#ffffff',
  lineColor: '#000000',
} as const;

type NumericOption =
  'width' | 'height' | 'margin' | 'marginTop' | 'marginBottom' | 'marginLeft' | 'marginRight' | 'fontSize' | 'textMargin';

export function resolveRenderOptions(options: RenderOptions | undefined, format: string, value: unknown): ResolvedRenderOptions {
  const number = (key: NumericOption, fallback: number | undefined): number | undefined => {
    const raw: unknown = options?.[key];
    if (raw === undefined) return fallback;
    // JsBarcode's optionsFromStrings: numeric options given as strings are parseInt-ed.
    const parsed = typeof raw === 'string' ? parseInt(raw, 10) : raw;
    if (typeof parsed !== 'number' || !Number.isFinite(parsed)) {
      throw new InvalidInputError(format, value, `option "${key}" must be a finite number, got ${String(raw)}`);
    }
    return parsed;
  };
  const string = (key: 'font' | 'fontOptions' | 'textAlign' | 'textPosition' | 'background' | 'lineColor', fallback: string): string => {
    const raw: unknown = options?.[key];
    return raw === undefined ? fallback : String(raw);
  };
  const margin = number('margin', RENDER_DEFAULTS.margin) ?? RENDER_DEFAULTS.margin;
  const rawDisplay: unknown = options?.displayValue;
  return {
    width: number('width', RENDER_DEFAULTS.width) ?? RENDER_DEFAULTS.width,
    height: number('height', RENDER_DEFAULTS.height) ?? RENDER_DEFAULTS.height,
    // JsBarcode's fixOptions: `marginTop || margin`, so a 0 side margin falls back too.
    marginTop: number('marginTop', undefined) || margin,
    marginBottom: number('marginBottom', undefined) || margin,
    marginLeft: number('marginLeft', undefined) || margin,
    marginRight: number('marginRight', undefined) || margin,
    displayValue: rawDisplay === undefined ? true : typeof rawDisplay === 'string' ? rawDisplay !== 'false' : Boolean(rawDisplay),
    font: string('font', RENDER_DEFAULTS.font),
    fontOptions: string('fontOptions', RENDER_DEFAULTS.fontOptions),
    fontSize: number('fontSize', RENDER_DEFAULTS.fontSize) ?? RENDER_DEFAULTS.fontSize,
    textAlign: string('textAlign', RENDER_DEFAULTS.textAlign),
    textPosition: string('textPosition', RENDER_DEFAULTS.textPosition),
    textMargin: number('textMargin', RENDER_DEFAULTS.textMargin) ?? RENDER_DEFAULTS.textMargin,
    background: string('background', RENDER_DEFAULTS.background),
    lineColor: string('lineColor', RENDER_DEFAULTS.lineColor),
  };
}
