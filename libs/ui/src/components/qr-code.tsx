/**
 * A QR code drawn as inline SVG (no canvas, so it renders in SSR, tests and print). Used by the
 * desktop guidance page for the current exhibition URL (spec §2: size 64, level L).
 */
import { useMemo } from 'react';
import { create } from 'qrcode';

export type QrLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrCodeProps {
  value: string;
  /** Rendered size in CSS px (spec §2: 64). */
  size?: number;
  /** Error-correction level (spec §2: L). */
  level?: QrLevel;
  /** Accessible name of the image. */
  label: string;
}

/** Quiet zone in modules around the symbol (ISO/IEC 18004 asks for 4). */
const QUIET = 4;

/** SVG path data: one `h1v1h-1z` square per dark module, in module units. */
export function qrPath(value: string, level: QrLevel = 'L'): { size: number; d: string } {
  const { modules } = create(value, { errorCorrectionLevel: level });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * QUIET, d };
}

export function QrCode({ value, size = 64, level = 'L', label }: QrCodeProps) {
  const { size: units, d } = useMemo(() => qrPath(value, level), [value, level]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${units} ${units}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
