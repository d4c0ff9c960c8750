/**
 * The diary photo's way to the image bucket (decision 0610): the picture goes up in 65536-byte
 * chunks (lib/bucket-upload.ts) as soon as it is chosen, while the member writes; the note's save
 * then sends the bucket's key, not the picture. The upload is kept with the draft in IndexedDB
 * (./photo-upload-store.ts), so a reload of the form goes on from what the bucket already holds.
 *
 * Pictures are judged by their bytes, never by a name or a declared type: a file whose first
 * bytes are not a JPEG, PNG, WebP or GIF signature is refused before anything is sent, and the
 * bucket's own refusal (4152) gets the same message after.
 */
import { BUCKET_CODES } from '@bottle/api';
import { dataUrlBytes, sniffPicture, uploadPicture, type BucketClient, type UploadOptions } from '../../../lib/bucket-upload';
import type { ContentMessageKey } from '../messages';
import { deletePhotoUpload, loadPhotoUpload, savePhotoUpload, type PhotoUploadRecord } from './photo-upload-store';

export type UploadPhase = 'none' | 'uploading' | 'done' | 'failed';

export interface PhotoUploadState {
  phase: UploadPhase;
  /** Bytes the bucket holds. */
  sent: number;
  total: number;
  /** What the member is told when the upload failed. */
  error?: ContentMessageKey;
  /** The photo could not be kept on this device (no IndexedDB): a reload would lose it. */
  notKept?: boolean;
}

function refusalMessage(error: unknown): ContentMessageKey {
  const code = (error as { rspDtc?: unknown } | null)?.rspDtc;
  if (code === BUCKET_CODES.magicMismatch || code === BUCKET_CODES.notImage) return 'content.form.error.photoNotImage';
  return 'content.form.error.photoUpload';
}

export interface PhotoUploaderOptions extends Pick<UploadOptions, 'sleep' | 'isOnline' | 'waitOnline' | 'maxAttempts'> {
  client: BucketClient;
}

/**
 * One draft's photo upload. `resume()` after the form opens goes on with a kept upload;
 * `choose()` starts a new picture; `key()` waits for the upload and answers the bucket key (or
 * undefined when there is no new photo); `discard()` forgets it (saved note, start over, removed).
 */
export class PhotoUploader {
  private state: PhotoUploadState = { phase: 'none', sent: 0, total: 0 };
  private listeners = new Set<() => void>();
  private record: PhotoUploadRecord | undefined;
  private running: Promise<string | undefined> | undefined;
  private abort: AbortController | undefined;
  private loaded: Promise<void> | undefined;

  constructor(
    private readonly draftKey: string,
    private readonly options: PhotoUploaderOptions,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): PhotoUploadState => this.state;

  private set(patch: Partial<PhotoUploadState>): void {
    const { error: _error, ...rest } = this.state;
    this.state = { ...rest, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Reads the kept upload and goes on with it (once per form). */
  resume(): Promise<void> {
    this.loaded ??= (async () => {
      const kept = await loadPhotoUpload(this.draftKey);
      if (!kept || this.record) return;
      this.record = kept;
      if (kept.key) this.set({ phase: 'done', sent: kept.bytes.length, total: kept.bytes.length });
      else void this.run().catch(() => undefined);
    })();
    return this.loaded;
  }

  /** A new picture (a data URL): refused at once when its bytes are not a picture, else uploading. */
  async choose(dataUrl: string): Promise<ContentMessageKey | null> {
    const bytes = dataUrlBytes(dataUrl);
    const type = bytes ? sniffPicture(bytes) : null;
    if (!bytes || !type) return 'content.form.error.photoNotImage';
    this.stop();
    this.record = { bytes, type, sent: 0 };
    const kept = await savePhotoUpload(this.draftKey, this.record);
    this.set({ notKept: !kept });
    void this.run().catch(() => undefined);
    return null;
  }

  /** Sends again after a failure (from where the bucket is). */
  retry(): void {
    if (this.record && !this.record.key && this.state.phase === 'failed') void this.run().catch(() => undefined);
  }

  /**
   * The bucket key of the new photo, once uploaded; undefined when no new photo was chosen.
   * Rejects with the message key when the upload failed.
   */
  async key(): Promise<string | undefined> {
    await this.loaded;
    if (!this.record) return undefined;
    if (this.record.key) return this.record.key;
    if (this.state.phase === 'failed' || !this.running) throw new PhotoUploadError(this.state.error ?? 'content.form.error.photoUpload');
    return this.running;
  }

  /** Forgets the photo and its upload (the bucket drops an unfinished one after a day). */
  async discard(): Promise<void> {
    this.stop();
    this.record = undefined;
    this.set({ phase: 'none', sent: 0, total: 0, notKept: false });
    await deletePhotoUpload(this.draftKey);
  }

  /** Stops sending (the form closed); the kept upload stays for the next time. */
  stop(): void {
    this.abort?.abort();
    this.abort = undefined;
    this.running = undefined;
  }

  private run(): Promise<string | undefined> {
    const record = this.record;
    if (!record) return Promise.resolve(undefined);
    const abort = new AbortController();
    this.abort = abort;
    this.set({ phase: 'uploading', sent: record.sent, total: record.bytes.length });
    const running = (async () => {
      try {
        const { key } = await uploadPicture(record.bytes, record.type, this.options.client, {
          ...(record.uploadId ? { uploadId: record.uploadId } : {}),
          signal: abort.signal,
          ...(this.options.sleep ? { sleep: this.options.sleep } : {}),
          ...(this.options.isOnline ? { isOnline: this.options.isOnline } : {}),
          ...(this.options.waitOnline ? { waitOnline: this.options.waitOnline } : {}),
          ...(this.options.maxAttempts ? { maxAttempts: this.options.maxAttempts } : {}),
          onStarted: (uploadId) => {
            // A stopped run (the photo replaced) must not write its record over the new one.
            if (abort.signal.aborted || record.uploadId === uploadId) return;
            record.uploadId = uploadId;
            void savePhotoUpload(this.draftKey, record);
          },
          onProgress: ({ sent }) => {
            if (abort.signal.aborted) return;
            record.sent = sent;
            this.set({ phase: 'uploading', sent, total: record.bytes.length });
            void savePhotoUpload(this.draftKey, record);
          },
        });
        if (abort.signal.aborted) return undefined;
        record.key = key;
        record.sent = record.bytes.length;
        await savePhotoUpload(this.draftKey, record);
        this.set({ phase: 'done', sent: record.bytes.length, total: record.bytes.length });
        return key;
      } catch (error) {
        if (abort.signal.aborted) throw error;
        const message = refusalMessage(error);
        this.set({ phase: 'failed', error: message });
        throw new PhotoUploadError(message);
      }
    })();
    this.running = running;
    return running;
  }
}

export class PhotoUploadError extends Error {
  override readonly name = 'PhotoUploadError';
  constructor(readonly messageKey: ContentMessageKey) {
    super(messageKey);
  }
}

/**
 * A note's body with the photo as the bucket's key in place of the picture (A38), when the new
 * photo went to the bucket; as it was otherwise (no new photo, or an unchanged saved one).
 */
export function withPhotoKey<T extends { photo_url?: string }>(
  body: T,
  key: string | undefined,
): Omit<T, 'photo_url'> & { photo_url?: string; photo_key?: string } {
  if (!key) return body;
  const { photo_url: _picture, ...rest } = body;
  return { ...rest, photo_key: key };
}
