/**
 * The form field: the label names the control, hints and the error describe it in order, and
 * `aria-invalid` follows the error; a group is a fieldset named by its legend. Plus an axe scan.
 */
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@bottle/ui';
import { FormField } from './field';

const renderUi = (ui: ReactElement) => render(<UiProvider lang="ko">{ui}</UiProvider>);

describe('FormField', () => {
  it('given a label and hints, then the control is named by the label and described by the hints; it is not invalid', () => {
    renderUi(
      <FormField id="place" label="장소" hints={['50자까지', { text: '사진 없음', testId: 'status' }]}>
        {(control) => <input {...control} type="text" />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '장소' });
    expect(input).toHaveAccessibleDescription('50자까지 사진 없음');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('status')).toHaveTextContent('사진 없음');
  });

  it('given an error, then it is shown after the hints, is part of the description and marks the control invalid', () => {
    renderUi(
      <FormField id="content" label="노트" hints={['0/2000']} describedBy={['outside']} error="노트 내용을 입력해 주세요.">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const box = screen.getByRole('textbox', { name: '노트' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toBe('content-hint-0 outside content-error');
  });

  it('given no hint and no error, then the control has no description at all', () => {
    renderUi(
      <FormField id="d" label="날짜">
        {(control) => <input {...control} type="date" />}
      </FormField>,
    );
    expect(screen.getByLabelText('날짜')).not.toHaveAttribute('aria-describedby');
  });

  it('given a group, then a fieldset named by its legend carries the description and the invalid state', async () => {
    const { container } = renderUi(
      <FormField group id="rating" label="평점" hints={['1–5']} error="평점을 골라 주세요.">
        <label>
          <input type="radio" name="r" /> 1
        </label>
      </FormField>,
    );
    const group = screen.getByRole('group', { name: '평점' });
    expect(group).toHaveAccessibleDescription('1–5 평점을 골라 주세요.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    const result = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
