/**
 * The search box on its own, where the page's tests cannot reach: what a member types in the
 * moment between the box appearing and React running its effects (a slow phone, a screen that
 * mounted in a transition) must not be replaced by the address's word.
 */
import { act, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../lib/store/store';
import { UiProvider } from '@bottle/ui';
import { SearchBox } from './search-box';

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root | undefined;
let container: HTMLElement | undefined;
/** The test environment's act() setting, put back after each test that changes it. */
const actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT;

afterEach(() => {
  // Inside act where the test runs in act's environment (its updates are flushed there), else as is.
  if (globals.IS_REACT_ACT_ENVIRONMENT) act(() => root?.unmount());
  else root?.unmount();
  container?.remove();
  root = undefined;
  container = undefined;
  globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

/** Types `text` as a paste does: the input's own value setter, then an input event. */
function paste(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('search box', () => {
  it('given the box has just appeared and its effects have not run yet, when the member types and submits, then the typed word is kept and submitted', async () => {
    // React's scheduler, not act(), decides when effects run: the case of a real page.
    globals.IS_REACT_ACT_ENVIRONMENT = false;
    const onSubmit = vi.fn();
    container = document.createElement('div');
    document.body.append(container);
    const mounted = (root = createRoot(container));
    const node = container;

    // The first moment the input is in the page: a mutation observer's callback runs right after
    // React's commit, before the effects React scheduled for later.
    const typedAtOnce = new Promise<HTMLInputElement>((resolve) => {
      const observer = new MutationObserver(() => {
        const input = node.querySelector('input[role="combobox"]');
        if (!(input instanceof HTMLInputElement)) return;
        observer.disconnect();
        paste(input, '샤르도네');
        input.form?.requestSubmit();
        resolve(input);
      });
      observer.observe(node, { childList: true, subtree: true });
    });
    startTransition(() =>
      mounted.render(
        <Provider store={makeStore()}>
          <UiProvider lang="ko" online>
            <SearchBox value="" onSubmit={onSubmit} />
          </UiProvider>
        </Provider>,
      ),
    );
    const input = await typedAtOnce;
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith('샤르도네', 'typed'));
    // Effects have run by now; the word is still in the box.
    await new Promise((r) => setTimeout(r, 50));
    expect(input.value).toBe('샤르도네');
  });

  it('given the member typed into the prerendered box before the app took the page over, when it hydrates, then the typed word stays and is what a submit sends', async () => {
    globals.IS_REACT_ACT_ENVIRONMENT = true;
    const onSubmit = vi.fn();
    const store = makeStore();
    const tree = (
      <Provider store={store}>
        <UiProvider lang="ko" online>
          <SearchBox value="" onSubmit={onSubmit} />
        </UiProvider>
      </Provider>
    );
    container = document.createElement('div');
    // Test-only: the server's markup as the browser parsed it.
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!box) throw new Error('no search box in the markup');
    box.focus();
    box.value = '샤르도네';
    const target = container;
    await act(async () => {
      root = hydrateRoot(target, tree);
    });
    expect(box.value).toBe('샤르도네');
    await act(async () => {
      box.form?.requestSubmit();
    });
    expect(onSubmit).toHaveBeenCalledWith('샤르도네', 'typed');
  });
});
