/**
 * The session-expiry flow (spec §4 "Token refresh", §8 "Session expiry"), run when the refresh
 * call itself answers 401: alert (Korean message of the catalogue), native logout, clear the
 * caches, local storage and session storage, then go to /login. Once per expiry (issue 16;
 * spec §4 says once per page life): libs/api calls onSessionExpired once per expired session and
 * again after a new login expires; the app makes one flow per call, and this guard keeps a second
 * caller of the same flow (e.g. a native event) out.
 */
export interface SessionExpiryDeps {
  alert(message: string): Promise<void>;
  /** The alert text, read when the flow runs (its strings load with the flow). */
  message: () => string;
  nativeLogout(): Promise<void>;
  deleteNativeCache(): Promise<void>;
  resetApiCaches(): void;
  storages: Pick<Storage, 'clear'>[];
  goToLogin(): void;
  log(message: string, error?: unknown): void;
}

export type SessionExpiryStep = 'alert' | 'native-logout' | 'clear' | 'login' | 'done';

export function createSessionExpiryFlow(deps: SessionExpiryDeps) {
  let ran = false;
  return async function onSessionExpired(): Promise<SessionExpiryStep[]> {
    if (ran) return [];
    ran = true;
    const steps: SessionExpiryStep[] = [];
    steps.push('alert');
    await deps.alert(deps.message());
    steps.push('native-logout');
    // Outside the shell these resolve at once; a failing shell call must not keep the member
    // on a dead session, so failures are logged and the flow goes on.
    await deps.nativeLogout().catch((e: unknown) => deps.log('error bridge logout', e));
    steps.push('clear');
    await deps.deleteNativeCache().catch((e: unknown) => deps.log('error bridge deleteCache', e));
    deps.resetApiCaches();
    for (const storage of deps.storages) storage.clear();
    steps.push('login');
    deps.goToLogin();
    steps.push('done');
    return steps;
  };
}
