/**
 * An overlay's body that scrolls is a keyboard stop (WCAG 2.1.1, axe scrollable-region-focusable:
 * found by the gallery's e2e scan of the confirm popup with a banner at phone size); one whose
 * content fits is not. jsdom has no layout, so the test sets the body's heights.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { Modal } from './modal';

function withHeights(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

afterEach(() => vi.restoreAllMocks());

describe('overlay body', () => {
  it('given content taller than the body, when the overlay opens, then the body can take keyboard focus', () => {
    withHeights(900, 300);
    renderUi(
      <Modal open title="약관">
        <p>긴 약관 본문</p>
      </Modal>,
    );
    const body = screen.getByText('긴 약관 본문').parentElement;
    expect(body).toHaveAttribute('tabindex', '0');
  });

  it('given content that fits, when the overlay opens, then the body is no extra tab stop', () => {
    withHeights(300, 300);
    renderUi(
      <Modal open title="알림">
        <p>짧은 본문</p>
      </Modal>,
    );
    expect(screen.getByText('짧은 본문').parentElement).not.toHaveAttribute('tabindex');
  });
});
