// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawNoteCard, NOTE_CARD, wrapText, type CardContext } from './note-card';

/** A 2D context that records what is drawn; every character is 10 px wide. */
function recorder() {
  const texts: string[] = [];
  const ctx = {
    fillStyle: '',
    font: '',
    textBaseline: 'alphabetic',
    fillRect: () => undefined,
    fillText: (text: string) => void texts.push(text),
    measureText: (text: string) => ({ width: Array.from(text).length * 10 }),
    beginPath: () => undefined,
    arc: () => undefined,
    fill: () => undefined,
  } as unknown as CardContext;
  return { ctx, texts };
}

const LABELS = { senses: { sweetness: '당도', acidity: '산도', body: '바디', tannin: '타닌', aroma: '향' }, footer: '보틀 테이스팅 노트' };

describe('the tasting note card (spec §7 image share)', () => {
  it('given a note, then the card shows the wine, the rating and date, each sense and the member words', () => {
    const { ctx, texts } = recorder();
    drawNoteCard(ctx, {
      wine: '샤토 마고 2020',
      date: '2026.01.05',
      rating: 4,
      senses: { sweetness: 2, acidity: 4, body: 5, tannin: 3, aroma: 4 },
      text: '블랙커런트와 삼나무 향. 다음에 또 마시고 싶다.',
      labels: LABELS,
    });
    expect(texts[0]).toBe('샤토 마고 2020');
    expect(texts).toContain('★★★★☆  2026.01.05');
    for (const sense of ['당도', '산도', '바디', '타닌', '향']) expect(texts).toContain(sense);
    expect(texts.join('')).toContain('블랙커런트와 삼나무 향. 다음에 또 마시고 싶다.');
    expect(texts.at(-1)).toBe('보틀 테이스팅 노트');
  });

  it('given long words without spaces (Korean) and with spaces, then lines break within the width, by word where there is a space', () => {
    const { ctx } = recorder();
    expect(wrapText(ctx, '가나다라마바사아자차', 50)).toEqual(['가나다라마', '바사아자차']);
    expect(wrapText(ctx, 'ab cd ef', 50)).toEqual(['ab cd', 'ef']);
    expect(wrapText(ctx, '첫 줄\n둘째 줄', 500)).toEqual(['첫 줄', '둘째 줄']);
  });

  it('given words longer than the card holds, then they are cut with an ellipsis and stay above the footer', () => {
    const { ctx, texts } = recorder();
    drawNoteCard(ctx, { wine: 'W', date: 'd', rating: 5, text: '가'.repeat(2000), labels: LABELS });
    const body = texts.filter((t) => t.startsWith('가'));
    expect(body).toHaveLength(9);
    expect(body.at(-1)?.endsWith('…')).toBe(true);
    expect(NOTE_CARD).toEqual({ width: 1080, height: 1350 });
  });
});
