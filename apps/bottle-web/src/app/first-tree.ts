/**
 * The state a prerendered page is rendered with ("HTML first"): a visitor's
 * first visit in Korean, nothing fetched yet, no shell screen (no desktop guidance, update or
 * tampering notice), outside the native shell (lib/services.tsx `useInWebView` answers false while hydrating). The build's prerender (src/prerender.tsx)
 * renders every public route with it, and the browser hydrates with it as react-redux's
 * `serverState` (./app.tsx), so the first client tree is exactly the HTML the server sent.
 * What differs for this member (a session, English, the desktop guidance, data that has already
 * arrived) is rendered right after hydration. ASSUMPTIONS.md "Prerendered shell" says why.
 */
import { initialAuthState } from '../lib/session/auth-slice';
import { makeStore, type RootState } from '../lib/store/store';

export function firstTreeState(): RootState {
  const state = makeStore().getState();
  return {
    ...state,
    settings: { ...state.settings, lang: 'ko' },
    auth: { ...state.auth, loginStatus: initialAuthState.loginStatus },
    shell: { ...state.shell, screen: 'none', toast: null },
  };
}

/** Attribute on the root of a prerendered page: the browser hydrates it (src/main.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
