/**
 * What each call does outside a web view: each call either
 * resolves with the documented browser fallback or rejects with BridgeUnavailableError.
 * The table in README.md "Browser fallback" lists the same choices.
 */
import { BridgeNativeError, BridgeUnavailableError } from './errors.js';
import type { BridgeWindow } from './platform.js';
import type { AppInfo } from './protocol.js';

/** Spec §3/§9 defaults of device info outside a web view: device_os web, app_ver 0.0.0. */
export const BROWSER_APP_INFO: AppInfo = Object.freeze({
  auto_login_yn: 'N',
  device_id: '',
  device_os: 'web',
  model_nm: '',
  app_ver: '0.0.0',
});

export type Fallback = (win: BridgeWindow | undefined, params: Record<string, unknown>) => Promise<unknown>;

export const unavailable =
  (why: string): Fallback =>
  async (_win, _params) => {
    throw new BridgeUnavailableError(undefined, why);
  };

/** Nothing native exists to act on, so there is nothing to do: resolve. */
export const noop: Fallback = async () => undefined;

export function openWindow(method: string): Fallback {
  return async (win, params) => {
    if (typeof win?.open !== 'function') throw new BridgeUnavailableError(method, 'window.open is not available');
    // noopener: the opened page must not reach back into the app's window.
    win.open(String(params['url']), '_blank', 'noopener,noreferrer');
  };
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Web Share API; the member closing the sheet (AbortError) is not a failure. */
export function webShare(method: string): Fallback {
  return async (win, params) => {
    const nav = win?.navigator;
    if (typeof nav?.share !== 'function') throw new BridgeUnavailableError(method, 'the Web Share API is not available');
    const data: { title?: string; text?: string; url?: string } = {};
    for (const key of ['title', 'text', 'url'] as const) {
      const v = params[key];
      if (typeof v === 'string') data[key] = v;
    }
    try {
      await nav.share(data);
    } catch (error) {
      if (isAbort(error)) return;
      throw new BridgeNativeError(method, 'fallback-failed', 'navigator.share refused', { cause: error });
    }
  };
}

/** Web Share API level 2: fetch the image, share it as a file where the browser can. */
export const shareImage: Fallback = async (win, params) => {
  const nav = win?.navigator;
  if (typeof nav?.share !== 'function' || typeof nav.canShare !== 'function' || typeof win?.fetch !== 'function') {
    throw new BridgeUnavailableError('shareImage', 'sharing files with the Web Share API is not available');
  }
  let file: File;
  try {
    const response = await win.fetch(String(params['imageUrl']));
    if (!response.ok) throw new Error('image request failed');
    const blob = await response.blob();
    const ext = (blob.type.split('/')[1] ?? 'png').replace(/[^a-z0-9]/gi, '') || 'png';
    file = new File([blob], `image.${ext}`, { type: blob.type || 'image/png' });
  } catch (error) {
    throw new BridgeNativeError('shareImage', 'fallback-failed', 'the image could not be loaded', { cause: error });
  }
  if (!nav.canShare({ files: [file] })) {
    throw new BridgeUnavailableError('shareImage', 'this browser cannot share image files');
  }
  const data: { files: File[]; title?: string; text?: string } = { files: [file] };
  if (typeof params['title'] === 'string') data.title = params['title'];
  if (typeof params['text'] === 'string') data.text = params['text'];
  try {
    await nav.share(data);
  } catch (error) {
    if (isAbort(error)) return;
    throw new BridgeNativeError('shareImage', 'fallback-failed', 'navigator.share refused', { cause: error });
  }
};

export const callPhone: Fallback = async (win, params) => {
  if (typeof win?.location?.assign !== 'function') throw new BridgeUnavailableError('callPhone', 'location is not available');
  // A tel: navigation hands the number to the device's dialer and leaves the page in place.
  win.location.assign(`tel:${String(params['tel'])}`);
};

export const copy: Fallback = async (win, params) => {
  const clipboard = win?.navigator?.clipboard;
  if (typeof clipboard?.writeText !== 'function') {
    throw new BridgeUnavailableError('copyToClipboard', 'the Clipboard API is not available');
  }
  try {
    await clipboard.writeText(String(params['text']));
  } catch (error) {
    throw new BridgeNativeError('copyToClipboard', 'fallback-failed', 'navigator.clipboard.writeText refused', {
      cause: error,
    });
  }
};

export const NO_SHELL = 'no native shell: this call has no browser fallback';

/** Runs a fallback and makes sure an unavailable rejection names its method. */
export async function runFallback(
  method: string,
  fallback: Fallback,
  win: BridgeWindow | undefined,
  params: Record<string, unknown>,
): Promise<unknown> {
  try {
    return await fallback(win, params);
  } catch (error) {
    if (error instanceof BridgeUnavailableError && error.method === undefined) {
      throw new BridgeUnavailableError(method, error.message);
    }
    throw error;
  }
}
