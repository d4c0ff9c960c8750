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
export async function shareLink(bridge: Pick<Bridge, 'showSharePopup' | 'shareUrl' | 'copyToClipboard'>, inWebView: boolean, link: ShareLink): Promise<ShareOutcome> {
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
