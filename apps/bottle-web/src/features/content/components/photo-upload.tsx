/**
 * The diary photo's upload as the form shows it: a progress bar that says in words how far the
 * upload is (role=progressbar with a text value, read by screen readers), that it waits for the
 * connection when the phone is offline, and what went wrong with a way to try again. The upload
 * itself is ../lib/photo-upload.ts.
 */
import styled from '@emotion/styled';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '@bottle/ui';
import { createBucketClient } from '../../../lib/bucket-upload';
import { useT } from '../../../lib/i18n';
import { FieldErrorText, FieldHintText } from '../../../lib/kit';
import { PhotoUploader, type PhotoUploadState } from '../lib/photo-upload';
import { contentMessages } from '../messages';

/** The draft's photo uploader: goes on with a kept upload when the form opens, stops when it closes. */
export function usePhotoUpload(draftKey: string): { uploader: PhotoUploader; state: PhotoUploadState } {
  const uploader = useMemo(() => new PhotoUploader(draftKey, { client: createBucketClient() }), [draftKey]);
  const state = useSyncExternalStore(uploader.subscribe, uploader.getState, uploader.getState);
  useEffect(() => {
    void uploader.resume();
    return () => uploader.stop();
  }, [uploader]);
  return { uploader, state };
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

const Bar = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray200};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

const kb = (bytes: number) => Math.ceil(bytes / 1024);

export function PhotoUploadStatus({ uploader, state }: { uploader: PhotoUploader; state: PhotoUploadState }) {
  const t = useT(contentMessages);
  const online = useOnline();
  if (state.phase === 'none') return null;
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const text =
    state.phase === 'done'
      ? t('content.form.upload.done')
      : !online && state.phase === 'uploading'
        ? t('content.form.upload.offline', { percent })
        : t('content.form.upload.progress', { sent: kb(state.sent), total: kb(state.total), percent });
  return (
    <div data-testid="photo-upload">
      <Bar
        role="progressbar"
        aria-label={t('content.form.upload.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span style={{ width: `${percent}%` }} />
      </Bar>
      {state.phase === 'failed' ? (
        <>
          <FieldErrorText role="alert">{t(state.error ?? 'content.form.error.photoUpload')}</FieldErrorText>
          {state.error !== 'content.form.error.photoNotImage' ? (
            <Button type="button" variant="secondary" onClick={() => uploader.retry()}>
              {t('content.form.upload.retry')}
            </Button>
          ) : null}
        </>
      ) : (
        <FieldHintText role="status">{text}</FieldHintText>
      )}
      {state.notKept ? <FieldHintText>{t('content.form.error.photoKeep')}</FieldHintText> : null}
    </div>
  );
}
