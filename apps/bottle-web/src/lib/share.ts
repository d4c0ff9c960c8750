/**
 * Sharing a link to a screen (a product, an event). In the web view the shell's share popup
 * shows (spec §7 native "share popup"); in a browser the URL share (spec §7 "URL share") takes
 * the Web Share API where the browser has it, and where it has none the link is copied instead,
 * so the member can always pass it on. The member closing a share sheet is not a failure.
 */
import type { Bridge } from '@bottle/bridge';

export interface ShareLink {
  url: string;
  title: string;
  text?: string;
}

/** What happened: shared (or the sheet closed) or, without a share sheet, the link copied. */
export type ShareOutcome = 'shared' | 'copied';

/** A browser without the Web Share API: the bridge's fallback says 'unavailable'. */
function isUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'unavailable';
}

/** Shares `link`; rejects when neither sharing nor copying worked (the caller says so). */
export async function shareLink(
  bridge: Pick<Bridge, 'showSharePopup' | 'shareUrl' | 'copyToClipboard'>,
  inWebView: boolean,
  link: ShareLink,
): Promise<ShareOutcome> {
  const params = { url: link.url, title: link.title, ...(link.text ? { text: link.text } : {}) };
  if (inWebView) {
    await bridge.showSharePopup(params);
    return 'shared';
  }
  try {
    await bridge.shareUrl(params);
    return 'shared';
  } catch (error) {
    if (!isUnavailable(error)) throw error;
  }
  await bridge.copyToClipboard({ text: link.url });
  return 'copied';
}

/** A data URL's bytes as a File (no fetch: the page's policy lets it fetch its own origin only). */
function fileOf(dataUrl: string, name: string): File {
  const [head = '', body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type });
}

/**
 * Shares a picture the page drew (a `data:image/png;base64,…` URL). In the web view the shell's
 * image share (spec §7 native "image share") takes it; in a browser the Web Share API shares it
 * as a file where it can, and otherwise the picture is saved to the device ('saved').
 */
export async function sharePicture(
  bridge: Pick<Bridge, 'shareImage'>,
  inWebView: boolean,
  picture: { dataUrl: string; title: string; fileName: string },
  win: Window = window,
): Promise<'shared' | 'saved'> {
  if (inWebView) {
    await bridge.shareImage({ imageUrl: picture.dataUrl, title: picture.title });
    return 'shared';
  }
  const file = fileOf(picture.dataUrl, picture.fileName);
  const nav = win.navigator;
  if (typeof nav.share === 'function' && typeof nav.canShare === 'function' && nav.canShare({ files: [file] })) {
    try {
      await nav.share({ files: [file], title: picture.title });
    } catch (error) {
      // The member closing the sheet is not a failure.
      if ((error as { name?: unknown }).name !== 'AbortError') throw error;
    }
    return 'shared';
  }
  const href = URL.createObjectURL(file);
  try {
    const link = win.document.createElement('a');
    link.href = href;
    link.download = picture.fileName;
    link.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
  return 'saved';
}
