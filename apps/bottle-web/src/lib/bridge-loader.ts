/**
 * The dynamically imported half of lib/native-bridge.ts: everything of libs/bridge beyond
 * platform detection lands in this lazy chunk.
 */
import { createBridge, type Bridge } from '@bottle/bridge';

export function loadBridge(win: Window, userAgentMarker: string): Bridge {
  return createBridge({ window: win, userAgentMarker });
}
