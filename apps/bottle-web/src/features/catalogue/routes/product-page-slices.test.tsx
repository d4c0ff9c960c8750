/**
 * The product page renders in slices: the product's answer renders the top (picture, names,
 * price, buttons) in its own commit and the sections below follow in renders of their own; each
 * later answer re-renders its own section, not the picture at the top.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { holdAnswers } from '../../../testing/requests';
import type * as GalleryModule from '../components/product-gallery';
import type * as ReviewsModule from '../components/product-reviews';
import { tabNames } from '../../../testing/tabs';

/** How many times the gallery rendered, and whether the title was on the screen when the reviews first rendered. */
const seen = vi.hoisted(() => ({ galleryRenders: 0, titleShownAtReviews: [] as boolean[] }));
vi.mock('../components/product-gallery', async (importOriginal) =>
  (await import('../../../testing/render-spy')).spyOnRenders(importOriginal<typeof GalleryModule>, 'ProductGallery', () => {
    seen.galleryRenders += 1;
  }),
);
vi.mock('../components/product-reviews', async (importOriginal) =>
  (await import('../../../testing/render-spy')).spyOnRenders(importOriginal<typeof ReviewsModule>, 'ProductReviews', () => {
    seen.titleShownAtReviews.push(document.getElementById('product-title') !== null);
  }),
);

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

describe('the product page in slices', () => {
  it('given a wine opens, when its answer arrives, then the top is committed before the reviews below render at all', async () => {
    seen.titleShownAtReviews.length = 0;
    renderApp({ route: '/product/W00001' });
    expect(await screen.findByRole('heading', { level: 1, name: '샤토 마고 2020' })).toBeInTheDocument();
    await screen.findByRole('region', { name: '리뷰' }, { timeout: 10_000 });
    // Rendered in the same pass as the top, the reviews would have run before the title was in the page.
    expect(seen.titleShownAtReviews.length).toBeGreaterThan(0);
    expect(seen.titleShownAtReviews[0]).toBe(true);
  });

  it('given the page set-up answers after the product, when it arrives, then the tabs and store follow and the gallery does not render again', async () => {
    // The set-up's answer waits for the test (release), then the mock backend's own handler gives it.
    const release = holdAnswers(mock.server, /\/app\/product\/init$/);
    renderApp({ route: '/product/W00001' });
    await screen.findByRole('heading', { level: 1, name: '샤토 마고 2020' });
    // Every section below has rendered (the last one, foods to match, is there).
    await screen.findByRole('region', { name: '어울리는 음식' }, { timeout: 10_000 });
    const before = seen.galleryRenders;
    expect(before).toBeGreaterThan(0);
    release();
    const tabs = await screen.findByRole('tablist', { name: '상품 상세 정보' });
    await waitFor(() => expect(tabNames(tabs)).toEqual(['스타일', '정보', '와이너리']));
    expect(seen.galleryRenders).toBe(before);
  });
});
