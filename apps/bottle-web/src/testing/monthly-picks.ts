/** Home's monthly picks (`/app/main/monthlyitem/list`) answered by the test, now or when it says. */
import { http, HttpResponse } from 'msw';
import type { setupMockServer } from './render-app';

export interface PickedProduct {
  prd_cd: string;
  prd_nm: string;
  sale_prc: number;
  img_url: string;
}

/**
 * Answers the picks with one pick, `title`, of `products`. With `held`, the answer waits until the
 * returned release is called (the mock backend has no latency, so a test holds it to see the page
 * before the picks come); without, release does nothing.
 */
export function answerMonthlyPicks(
  mock: ReturnType<typeof setupMockServer>,
  title: string,
  products: readonly PickedProduct[],
  { held = false }: { held?: boolean } = {},
): () => void {
  let release = () => undefined as void;
  const answered = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  mock.server.use(
    http.post('*/api/app/main/monthlyitem/list', async () => {
      await answered;
      return HttpResponse.json({ list: [{ mnth_item_no: '1', title, prd_list: products }] });
    }),
  );
  return () => release();
}
