/**
 * The product page shows the product's pictures from /app/product/item/image,
 * the one shown named by `seq_no` in the URL (spec §2: ignored when it is the text null).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { pictureIndex } from '../components/product-gallery';
import '../test-helpers';

setupMockServer();

const events = () =>
  ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)).filter((e) => e[0] === 'event');

describe('the product gallery', () => {
  it('given a product with two pictures, when the second is chosen, then it is shown, seq_no=2 is in the URL and product_image_view is sent', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/product/W00001' });
    const gallery = await screen.findByRole('list', { name: /이미지$/ });
    expect(screen.getByRole('img', { name: /이미지 1\/2$/ })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: '이미지 1 보기' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(gallery).getByRole('button', { name: '이미지 2 보기' }));
    await waitFor(() => expect(new URLSearchParams(app.router.state.location.search).get('seq_no')).toBe('2'));
    expect(await screen.findByRole('img', { name: /이미지 2\/2$/ })).toBeInTheDocument();
    expect(events().map((e) => [e[1], e[2]])).toContainEqual([
      'product_image_view',
      expect.objectContaining({ prd_cd: 'W00001', seq_no: 2, platform: 'MobileWeb' }),
    ]);
  });

  it('given a link with seq_no=2, then the second picture opens', async () => {
    renderApp({ route: '/product/W00001?seq_no=2' });
    expect(await screen.findByRole('img', { name: /이미지 2\/2$/ })).toBeInTheDocument();
  });

  it('given seq_no as the text null, a number out of range or nonsense, then the first picture shows (spec §2)', () => {
    expect(pictureIndex('null', 2)).toBe(0);
    expect(pictureIndex('3', 2)).toBe(0);
    expect(pictureIndex('abc', 2)).toBe(0);
    expect(pictureIndex(null, 2)).toBe(0);
    expect(pictureIndex(' 2 ', 2)).toBe(1);
  });
});
