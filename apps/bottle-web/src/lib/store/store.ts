/**
 * The Redux store (architecture.md "Data flow"): the auth slice, the popup slice, the UI
 * settings, and the three RTK Query caches of libs/api.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { apiMiddleware, apiReducers } from '@bottle/api';
import { authSlice } from '../session/auth-slice';
import { popupSlice } from '../popups/popup-slice';
import { shellSlice } from '../shell/shell-slice';
import { inspectionMiddleware } from '../shell/inspection';
import { settingsSlice } from '../i18n';

const rootReducer = combineReducers({
  ...apiReducers,
  auth: authSlice.reducer,
  popup: popupSlice.reducer,
  settings: settingsSlice.reducer,
  shell: shellSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) => getDefault().concat(...apiMiddleware, inspectionMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
