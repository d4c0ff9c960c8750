/**
 * Constants of spec §2 and §9 that only some screens read (uploads, lazy chunks, the desktop
 * guidance, the barcode, the spec's query names). Apart from ./constants.ts because that module
 * goes with every first visit (the early module reads its header and storage names): what a
 * start-up module imports travels in its chunk. The barrel exports both.
 */

/** Upload chunk size of the HTTP client, in bytes (spec §9). */
export const UPLOAD_CHUNK_SIZE = 65536;

/** Time after which a lazy chunk that has not loaded counts as failed (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** QR code of the current URL on the desktop guidance page (spec §2). */
export const DESKTOP_QR = { size: 64, level: 'L' } as const;

/** Query names the spec names (spec §2). */
export const QUERY_KEYS = { exhibitNo: 'exhibit_no', seqNo: 'seq_no' } as const;

/** Render defaults of the membership barcode (spec §9) and the shell's two heights (spec §2). */
export const BARCODE_DEFAULTS = {
  width: 2,
  height: 100,
  margin: 10,
  fontSize: 20,
  shellHeights: [50, 70],
} as const;
