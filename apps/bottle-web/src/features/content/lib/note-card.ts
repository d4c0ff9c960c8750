/**
 * A tasting note as a picture (spec §7 native "image share"): a card drawn from the note, with
 * the wine, the date and rating, the five senses and the member's own words, for the shell's
 * image share. Drawn on a canvas in the page, so nothing leaves the device but the picture the
 * member shares. The pickup pass is never drawn or shared: it is a key to bottles at the desk.
 */
import { THEME_COLORS } from '@bottle/domain';
import { SENSE_KEYS, type Senses } from './diary-draft';

/** Card size: 4:5, the portrait ratio messengers and social apps show whole. */
export const NOTE_CARD = { width: 1080, height: 1350 } as const;
const PAD = 80;
const FONT = "-apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif";
/** The member's words beyond what fits are cut with an ellipsis (the card is a picture, not the note). */
const MAX_TEXT_LINES = 9;

export interface NoteCardContent {
  wine: string;
  /** Already formatted (Korean time, formatDotDate). */
  date: string;
  rating: number;
  senses?: Senses;
  text: string;
  /** Labels in the member's language. */
  labels: { senses: Record<(typeof SENSE_KEYS)[number], string>; footer: string };
}

/** The part of CanvasRenderingContext2D the card uses (a test records the calls). */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'font' | 'textBaseline' | 'fillRect' | 'fillText' | 'measureText' | 'beginPath' | 'arc' | 'fill'
>;

/** Splits `text` into lines no wider than `width`, by words, or by characters for long runs (Korean). */
export function wrapText(ctx: Pick<CardContext, 'measureText'>, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const ch of Array.from(paragraph)) {
      const next = line + ch;
      if (line !== '' && ctx.measureText(next).width > width) {
        // Break at the last space when there is one, else between characters.
        const space = line.lastIndexOf(' ');
        if (space > 0 && ch !== ' ') {
          lines.push(line.slice(0, space));
          line = line.slice(space + 1) + ch;
        } else {
          lines.push(line.trimEnd());
          line = ch === ' ' ? '' : ch;
        }
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws the card on `ctx` (NOTE_CARD.width × NOTE_CARD.height). */
export function drawNoteCard(ctx: CardContext, card: NoteCardContent): void {
  const inner = NOTE_CARD.width - PAD * 2;
  ctx.fillStyle = THEME_COLORS.white;
  ctx.fillRect(0, 0, NOTE_CARD.width, NOTE_CARD.height);
  ctx.fillStyle = THEME_COLORS.bottle_green;
  ctx.fillRect(0, 0, NOTE_CARD.width, 24);
  ctx.textBaseline = 'top';

  let y = PAD;
  ctx.fillStyle = THEME_COLORS.black;
  ctx.font = `bold 60px ${FONT}`;
  for (const line of wrapText(ctx, card.wine, inner).slice(0, 2)) {
    ctx.fillText(line, PAD, y);
    y += 76;
  }
  y += 12;
  ctx.font = `36px ${FONT}`;
  ctx.fillStyle = THEME_COLORS.bottle_green;
  const stars = '★'.repeat(Math.max(0, Math.min(5, card.rating))) + '☆'.repeat(5 - Math.max(0, Math.min(5, card.rating)));
  ctx.fillText(`${stars}  ${card.date}`, PAD, y);
  y += 76;

  if (card.senses) {
    ctx.font = `32px ${FONT}`;
    for (const key of SENSE_KEYS) {
      ctx.fillStyle = THEME_COLORS.black;
      ctx.fillText(card.labels.senses[key], PAD, y);
      // Five dots, the member's level filled.
      for (let i = 0; i < 5; i++) {
        ctx.fillStyle = i < card.senses[key] ? THEME_COLORS.bottle_green : THEME_COLORS.gray_bg;
        ctx.beginPath();
        ctx.arc(PAD + 260 + i * 56, y + 18, 18, 0, Math.PI * 2);
        ctx.fill();
      }
      y += 56;
    }
    y += 24;
  }

  ctx.fillStyle = THEME_COLORS.black;
  ctx.font = `38px ${FONT}`;
  const lines = wrapText(ctx, card.text.trim(), inner);
  const shown = lines.slice(0, MAX_TEXT_LINES);
  if (lines.length > MAX_TEXT_LINES) shown[MAX_TEXT_LINES - 1] = `${(shown[MAX_TEXT_LINES - 1] ?? '').slice(0, -1)}…`;
  for (const line of shown) {
    ctx.fillText(line, PAD, y);
    y += 54;
  }

  ctx.font = `bold 30px ${FONT}`;
  ctx.fillStyle = THEME_COLORS.bottle_green;
  ctx.fillText(card.labels.footer, PAD, NOTE_CARD.height - PAD - 30);
}

/** The card as a PNG data URL, or undefined where the page cannot draw (no canvas). */
export function noteCardDataUrl(card: NoteCardContent, doc: Document = document): string | undefined {
  const canvas = doc.createElement('canvas');
  canvas.width = NOTE_CARD.width;
  canvas.height = NOTE_CARD.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  drawNoteCard(ctx, card);
  const url = canvas.toDataURL('image/png');
  return url.startsWith('data:image/png;base64,') ? url : undefined;
}
