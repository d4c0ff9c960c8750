/** The desk's Redux store: the desk calls' cache (@bottle/api/desk) and the staff session. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { configureDeskApi, deskApi } from '@bottle/api/desk';
import { sessionActions, sessionSlice } from './session';

const rootReducer = combineReducers({ [deskApi.reducerPath]: deskApi.reducer, session: sessionSlice.reducer });
export type DeskState = ReturnType<typeof rootReducer>;

export interface DeskStoreOptions {
  /** The desk calls' base (default `/desk-api`, same origin). */
  base?: string;
}

export function makeDeskStore(options: DeskStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(deskApi.middleware),
  });
  configureDeskApi({
    base: options.base ?? '/desk-api',
    getToken: () => store.getState().session.current?.staff_tkn,
    onSessionEnded: () => {
      store.dispatch(sessionActions.sessionEnded());
      store.dispatch(deskApi.util.resetApiState());
    },
  });
  setupListeners(store.dispatch);
  return store;
}

export type DeskStore = ReturnType<typeof makeDeskStore>;
export type DeskDispatch = DeskStore['dispatch'];

export const useDeskDispatch = useDispatch.withTypes<DeskDispatch>();
export const useDeskSelector = useSelector.withTypes<DeskState>();
