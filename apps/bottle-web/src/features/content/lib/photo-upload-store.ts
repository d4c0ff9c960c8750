/**
 * The diary draft's photo upload, kept in IndexedDB under the draft's key (`bottle.draft.diary.
 * <noteNo|new>`): the picture's bytes, its type, the image bucket's upload id, how many bytes the
 * bucket holds, and the key once the upload finished. IndexedDB, not localStorage: a photo's
 * bytes are far larger than localStorage's few MB allow next to the rest, and binary data is kept
 * as it is. A reload of the diary form reads this back and the upload goes on from the bucket's
 * status (decision 0610). Removed with the draft, after the note is saved or the member starts over.
 */
export interface PhotoUploadRecord {
  bytes: Uint8Array;
  /** image/jpeg, image/png, image/webp or image/gif, from the bytes' signature. */
  type: string;
  /** The bucket's upload, once started. */
  uploadId?: string;
  /** Bytes the bucket holds (progress), of `bytes.length`. */
  sent: number;
  /** The bucket key, once the upload finished: what the note's save sends. */
  key?: string;
}

export const PHOTO_UPLOAD_DB = 'bottle-diary-photos';
const STORE = 'uploads';

let opening: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(PHOTO_UPLOAD_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database: let it, and open afresh next time.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('IndexedDB open failed'));
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB aborted'));
  });
}

/** A stored record, its bytes a Uint8Array of this realm (a structured clone may come from another). */
function asRecord(value: unknown): PhotoUploadRecord | undefined {
  const v = value as Partial<PhotoUploadRecord> | null;
  if (!v || !ArrayBuffer.isView(v.bytes) || typeof v.type !== 'string' || typeof v.sent !== 'number') return undefined;
  const view = v.bytes;
  return { ...v, bytes: new Uint8Array(view.buffer, view.byteOffset, view.byteLength), type: v.type, sent: v.sent };
}

/** The draft's photo upload, or undefined (none, unreadable, or no IndexedDB here). */
export async function loadPhotoUpload(draftKey: string): Promise<PhotoUploadRecord | undefined> {
  try {
    const value = await run('readonly', (store) => store.get(draftKey) as IDBRequest<unknown>);
    return asRecord(value);
  } catch {
    return undefined;
  }
}

/** Keeps the draft's photo upload; false when it could not be kept (the form then says so). */
export async function savePhotoUpload(draftKey: string, record: PhotoUploadRecord): Promise<boolean> {
  try {
    await run('readwrite', (store) => store.put(record, draftKey));
    return true;
  } catch {
    return false;
  }
}

export async function deletePhotoUpload(draftKey: string): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(draftKey));
  } catch {
    // Nothing kept, or nothing to keep it in: nothing to remove.
  }
}
