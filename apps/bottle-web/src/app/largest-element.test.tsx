// Each test renders a whole screen against the mock backend: slow on a busy machine.
const SLOW = 20000;

/**
 * The picture a screen's largest paint is made
 * of is sized in the HTML and fetched first (fetchpriority high, never lazy); pictures further
 * down wait until they come near (loading lazy). Home's first banner, a search's first result,
 * the product's picture.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../testing/render-app';

setupMockServer();

const isFirst = (img: HTMLImageElement) => img.getAttribute('fetchpriority') === 'high' && img.getAttribute('loading') !== 'lazy';

describe('the largest element early', () => {
  it(
    'given home, when the banners arrive, then the first banner is sized and fetched first, and the others load lazily',
    async () => {
      renderApp({ route: '/' });
      const banners = await screen.findByRole('list', { name: '추천 배너', hidden: true }, { timeout: 10000 });
      const [first, ...rest] = [...banners.querySelectorAll('img')];
      expect(first && isFirst(first)).toBe(true);
      expect(first?.getAttribute('width')).toBe('640');
      expect(first?.getAttribute('height')).toBe('360');
      expect(rest.length).toBeGreaterThan(0);
      for (const img of rest) expect(img.getAttribute('loading')).toBe('lazy');
    },
    SLOW,
  );

  it(
    "given a search, when the results arrive, then the first result's picture is fetched first and the next ones lazily",
    async () => {
      const { container } = renderApp({ route: '/search?q=%EB%A0%88%EB%93%9C' });
      await screen.findByRole('heading', { name: /^와인 \d/, hidden: true }, { timeout: 10000 });
      const pictures = [...container.querySelectorAll<HTMLImageElement>('section img[width="72"]')];
      expect(pictures.length).toBeGreaterThan(2);
      expect(pictures.filter(isFirst)).toHaveLength(
        pictures.filter((img) => img.closest('section')?.querySelector('img[width="72"]') === img).length,
      );
      expect(pictures[1]?.getAttribute('loading')).toBe('lazy');
    },
    SLOW,
  );

  it(
    'given a product, when it opens, then its picture is sized 3:4 in the HTML and fetched first',
    async () => {
      renderApp({ route: '/product/W00001' });
      const picture = (await screen.findByRole('img', { name: /샤토 마고 2020/, hidden: true }, { timeout: 10000 })) as HTMLImageElement;
      expect(isFirst(picture)).toBe(true);
      expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['240', '320']);
    },
    SLOW,
  );
});
