/**
 * The auth slice writes spec §3's loginStatus codes without importing libs/domain's code table
 * (LOGIN_STATUSES): the table and its labels are no start-up business, and whatever start-up
 * imports is on every page's first route.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOGIN_STATUSES } from '@bottle/domain';
import { authActions, authSlice, initialAuthState, selectLoggedIn } from './auth-slice';

const here = dirname(fileURLToPath(import.meta.url));

describe('the auth slice and the login-status codes', () => {
  it('given each change of the session, then the status written is the code LOGIN_STATUSES names for it', () => {
    expect(initialAuthState.loginStatus).toBe(LOGIN_STATUSES.byName.initial);
    const loggedIn = authSlice.reducer(initialAuthState, authActions.setLoggedIn(true));
    expect(loggedIn.loginStatus).toBe(LOGIN_STATUSES.byName.success);
    expect(selectLoggedIn({ auth: loggedIn })).toBe(true);
    // A failed login while a session exists keeps it.
    expect(authSlice.reducer(loggedIn, authActions.loginFailed()).loginStatus).toBe(LOGIN_STATUSES.byName.success);
    const loggedOut = authSlice.reducer(loggedIn, authActions.setLoggedIn(false));
    expect(loggedOut.loginStatus).toBe(LOGIN_STATUSES.byName.loggedOut);
    expect(authSlice.reducer(loggedOut, authActions.loginFailed()).loginStatus).toBe(LOGIN_STATUSES.byName.failure);
    expect(selectLoggedIn({ auth: loggedOut })).toBe(false);
  });

  it('given the start-up modules that set the status (the slice, the prerendered first tree), then neither imports the code table', () => {
    for (const file of ['./auth-slice.ts', '../../app/first-tree.ts']) {
      const imports = readFileSync(resolve(here, file), 'utf8').match(/^import[^;]*;/gm) ?? [];
      expect(imports.filter((line) => line.includes('LOGIN_STATUSES'))).toEqual([]);
    }
  });
});
