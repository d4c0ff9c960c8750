/**
 * Test helpers for libs/ui's own tests (not exported): render inside UiProvider, an overlay's
 * way out, and an axe scan that reports serious and critical violations.
 */
import { render, screen } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Mock } from 'vitest';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import type { Lang } from '@bottle/domain';
import { UiProvider } from '../theme/ui-provider';

export function renderUi(ui: ReactElement, { lang = 'ko', ...options }: RenderOptions & { lang?: Lang } = {}) {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => <UiProvider lang={lang}>{children}</UiProvider>,
    ...options,
  });
  return { user, ...result };
}

/**
 * An overlay's way out (spec §2): a press on its button named `name`, then Escape, each
 * call `handler` (a mock not called before).
 */
export async function expectButtonAndEscapeToCall(user: UserEvent, name: string, handler: Mock): Promise<void> {
  await user.click(screen.getByRole('button', { name }));
  await user.keyboard('{Escape}');
  expect(handler).toHaveBeenCalledTimes(2);
}

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * Runs axe on the whole document (popups live in a portal under <body>). Colour contrast is
 * off: jsdom has no layout or painting, so axe cannot compute it there (the theme's text
 * colours are chosen for ≥ 4.5:1 on white instead).
 */
export async function axeFindings(): Promise<{ serious: AxeFinding[]; all: AxeFinding[] }> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const all = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.html.slice(0, 120)),
  }));
  return { serious: all.filter((v) => v.impact === 'serious' || v.impact === 'critical'), all };
}
