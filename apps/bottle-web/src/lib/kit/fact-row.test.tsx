/** FactRow: a label / value row that is there only with a value. */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactRow } from './fact-row';

const rowsOf = (value: Parameters<typeof FactRow>[0]['value']) => {
  const { container } = render(
    <dl>
      <FactRow label="장소" value={value} />
    </dl>,
  );
  return Array.from(container.querySelectorAll('dt, dd'), (el) => `${el.tagName}:${el.textContent}`);
};

describe('FactRow', () => {
  it.each([
    ['a text', '와인바', ['DT:장소', 'DD:와인바']],
    ['zero', 0, ['DT:장소', 'DD:0']],
  ])('given %s, then the label and the value show', (_, value, rows) => {
    expect(rowsOf(value)).toEqual(rows);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['false', false],
    ['an empty text', ''],
  ])('given %s, then there is no row', (_, value) => {
    expect(rowsOf(value)).toEqual([]);
  });
});
