/**
 * Whether this page asked for the native shell's preview (`?shell=ios|android`, kept for the
 * tab's session; `?shell=off` forgets it). Tiny on purpose: it runs on every start, and the
 * preview itself (./fake-shell.ts) loads only when this says yes.
 */
export const SHELL_PREVIEW_KEY = 'bottle.preview.shell';

export function wantsShellPreview(
  search: string = location.search,
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = safeSession(),
): boolean {
  const asked = new URLSearchParams(search).get('shell');
  if (asked === 'off') {
    storage?.removeItem(SHELL_PREVIEW_KEY);
    return false;
  }
  if (asked === 'ios' || asked === 'android') return true;
  const saved = storage?.getItem(SHELL_PREVIEW_KEY);
  return saved === 'ios' || saved === 'android';
}

function safeSession(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}
