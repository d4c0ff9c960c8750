import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { AppUiProvider } from './ui-root';
import { makeStore } from '../lib/store/store';
import { changeLanguage } from '../lib/i18n';

afterEach(() => {
  document.documentElement.lang = 'ko';
  localStorage.clear();
});

describe('given the app in the member’s language', () => {
  it('when the member switches to English and back, then the page’s own language follows (html lang), so a screen reader reads it in that language', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <AppUiProvider>
          <p>보틀</p>
        </AppUiProvider>
      </Provider>,
    );
    expect(document.documentElement.lang).toBe('ko');
    await act(() => store.dispatch(changeLanguage('en')));
    expect(document.documentElement.lang).toBe('en');
    await act(() => store.dispatch(changeLanguage('ko')));
    expect(document.documentElement.lang).toBe('ko');
  });
});
