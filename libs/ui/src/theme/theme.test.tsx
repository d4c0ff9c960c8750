import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fontSize } from '@bottle/domain';
import { AlertPopup } from '../popups/alert-popup';
import { renderUi } from '../testing/render';
import { globalCss } from './global-styles';
import { theme } from './theme';

describe('theme (spec §9 "Theme colours", "Font size helper", "Slide animation")', () => {
  it('has the spec colours', () => {
    expect(theme.colors).toMatchObject({
      black: '#000',
      white: '#fff',
      red: '#d74728',
      bottleGreen: '#00484d',
      grayBg: '#f4f4f4',
    });
  });

  it('has a gray scale from light to dark', () => {
    const grays = [100, 200, 300, 400, 500, 600, 700, 800, 900].map((n) => theme.colors[`gray${n}` as keyof typeof theme.colors]);
    const lum = (hex: string) => parseInt(hex.slice(1, 3), 16);
    for (let i = 1; i < grays.length; i += 1) expect(lum(grays[i] as string)).toBeLessThan(lum(grays[i - 1] as string));
  });

  it('sizes type with the spec font-size helper (value / 1.55 × 0.1 rem)', () => {
    expect(theme.typography.size.md).toBe(fontSize(24.8));
    expect(theme.typography.size.md).toBe('1.6rem');
    expect(theme.typography.size.xl).toBe('2rem');
  });

  it('slides over 0.5 s and keeps touch targets at 44 px', () => {
    expect(theme.motion.slideDurationS).toBe(0.5);
    expect(theme.touchTarget).toBe('44px');
  });

  it('orders the layers so loading covers popups, popups cover panels and sheets', () => {
    const z = theme.zIndex;
    expect(z.loading).toBeGreaterThan(z.fullScreen);
    expect(z.fullScreen).toBeGreaterThan(z.popup);
    expect(z.popup).toBeGreaterThan(z.panel);
    expect(z.panel).toBeGreaterThan(z.sheet);
    expect(z.sheet).toBeGreaterThan(z.header);
  });
});

describe('global styles (mobile-first layout)', () => {
  const text = globalCss(theme).styles;

  it('exposes safe-area insets and the dynamic viewport height', () => {
    for (const side of ['top', 'right', 'bottom', 'left']) {
      expect(text).toContain(`--safe-${side}: env(safe-area-inset-${side}, 0px)`);
    }
    expect(text).toContain('--app-height: 100dvh');
    expect(text).toContain('min-height: 100dvh');
  });

  it('never scrolls sideways and fits a 320 px phone', () => {
    expect(text).toContain('min-width: 320px');
    expect(text).toMatch(/overflow-x: clip/);
    expect(text).toContain('box-sizing: border-box');
  });

  it('sets the 10 px root the font-size helper assumes', () => {
    expect(text).toContain('font-size: 62.5%');
  });

  it('cuts animations to an instant for prefers-reduced-motion (still firing animationend)', () => {
    expect(text).toContain('@media (prefers-reduced-motion: reduce)');
    expect(text).toContain('animation-duration: 0.01ms !important');
    expect(text).toContain('transition-duration: 0.01ms !important');
  });

  it('is injected by UiProvider', () => {
    renderUi(<AlertPopup open content="x" onClose={() => undefined} />);
    const injected = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent ?? '')
      .join('\n');
    expect(injected).toContain('--safe-top');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
