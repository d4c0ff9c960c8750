/**
 * An axe scan of every popup, in every state the gallery shows, with no serious or
 * critical violation. Colour contrast cannot be computed in jsdom and is off here (see
 * testing/render.tsx); the theme's text colours are chosen for ≥ 4.5:1 on white.
 */
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { GALLERY_SCENARIOS } from './gallery/gallery';
import { axeFindings, renderUi } from './testing/render';
import type { AxeFinding } from './testing/render';

const summary: { scenario: string; findings: AxeFinding[] }[] = [];

describe('axe scan of every popup and state', () => {
  afterAll(() => {
    const byImpact = new Map<string, number>();
    for (const { findings } of summary) {
      for (const f of findings) byImpact.set(String(f.impact), (byImpact.get(String(f.impact)) ?? 0) + 1);
    }
    const rules = [...new Set(summary.flatMap((s) => s.findings.map((f) => `${f.id} (${String(f.impact)}) in ${s.scenario}`)))];
    console.log(
      `[axe] ${summary.length} scenarios scanned; violations by impact: ${
        byImpact.size === 0 ? 'none' : [...byImpact].map(([k, v]) => `${k}=${v}`).join(', ')
      }${rules.length > 0 ? `; rules: ${rules.join(', ')}` : ''}`,
    );
  });

  it.each(GALLERY_SCENARIOS.map((s) => [s.kind, s.id, s] as const))(
    '%s %s has no serious or critical violation',
    async (kind, id, scenario) => {
      // Inline states sit inside a page's <main> in the app; the router error page is its own page.
      const node = scenario.render(() => undefined);
      renderUi(kind === 'inline' && id !== 'router-error' ? <main>{node}</main> : <>{node}</>);
      if (kind === 'overlay') {
        expect(screen.queryAllByRole('dialog').length + screen.queryAllByRole('alertdialog').length).toBeGreaterThan(0);
      }
      const { serious, all } = await axeFindings();
      summary.push({ scenario: id, findings: all });
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    },
  );
});
