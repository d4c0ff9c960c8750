/**
 * The native back button (web view): the same "close the top layer" path as the browser back
 * action (style.md "UI"; spec §2 "Browser back"): open alert/confirm/terms/barcode popups close
 * at once; with none open, the page goes back. Loaded only inside the shell.
 */
import type { Bridge } from '@bottle/bridge';
import { closeBackClosables } from '@bottle/ui';

export function routeNativeBack(bridge: Pick<Bridge, 'on'>, win: Window = window): () => void {
  return bridge.on('back', () => {
    if (!closeBackClosables()) win.history.back();
  });
}
