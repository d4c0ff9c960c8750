/**
 * Callbacks of the open popups, kept outside Redux (functions are not serialisable) and keyed by
 * the popup id stored in the slice. A callback runs at most once: taking it removes it.
 */
export interface PopupCallbacks {
  onClose?: () => void;
  onConfirm?: () => void;
  onCancel?: () => void;
}

const callbacks = new Map<number, PopupCallbacks>();
let nextId = 1;

export function registerPopupCallbacks(cbs: PopupCallbacks): number {
  const id = nextId++;
  callbacks.set(id, cbs);
  return id;
}

export function takePopupCallbacks(id: number | undefined): PopupCallbacks {
  if (id === undefined) return {};
  const cbs = callbacks.get(id) ?? {};
  callbacks.delete(id);
  return cbs;
}

/** Runs `onClose` too when the popup `id` closes (after its own), e.g. the same alert asked twice. */
export function chainOnClose(id: number, onClose: () => void): void {
  const cbs = callbacks.get(id) ?? {};
  const first = cbs.onClose;
  callbacks.set(id, {
    ...cbs,
    onClose: () => {
      first?.();
      onClose();
    },
  });
}
