/**
 * A module whose component calls a spy at each of its renders, for tests that count how often a
 * part of a screen renders or look at the page when it does. Used from a `vi.mock` factory,
 * which runs before the test file's imports, so the factory imports this module itself:
 *
 *   vi.mock('../components/banner-carousel', async (importOriginal) =>
 *     (await import('../../../testing/render-spy')).spyOnRenders(importOriginal<typeof BannerModule>, 'BannerCarousel', () => {
 *       renders.count += 1;
 *     }),
 *   );
 */
export async function spyOnRenders<M, K extends keyof M>(importOriginal: () => Promise<M>, name: K, onRender: () => void): Promise<M> {
  const actual = await importOriginal();
  const render = actual[name] as (props: unknown) => unknown;
  return {
    ...actual,
    [name]: (props: unknown) => {
      onRender();
      return render(props);
    },
  };
}
