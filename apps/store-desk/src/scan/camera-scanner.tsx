/**
 * The camera view that reads a pickup pass QR code: the back camera, a frame every 250 ms
 * through the browser's detector or jsQR (./decode-qr.ts), until a code is read or staff stop it.
 * The camera is off until asked for and turned off when the view goes away.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@bottle/ui';
import { useT } from '../lib/i18n';
import { Alert } from '../lib/ui';
import { decodeQr } from './decode-qr';

const Video = styled.video`
  width: 100%;
  max-height: 360px;
  background: ${({ theme }) => theme.colors.black};
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;

const FRAME_MS = 250;

export function CameraScanner({ onText }: { onText: (text: string) => void }) {
  const t = useT();
  const [on, setOn] = useState(false);
  const [denied, setDenied] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const report = useRef(onText);
  report.current = onText;

  useEffect(() => {
    if (!on) return undefined;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const frame = async () => {
      const el = video.current;
      if (stopped || !el) return;
      const text = el.readyState >= 2 ? await decodeQr(el).catch(() => null) : null;
      if (stopped) return;
      if (text) {
        setOn(false);
        report.current(text);
        return;
      }
      timer = setTimeout(() => void frame(), FRAME_MS);
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return stop();
        const el = video.current;
        if (!el) return stop();
        el.srcObject = stream;
        await el.play().catch(() => undefined);
        void frame();
      } catch {
        setDenied(true);
        setOn(false);
      }
    })();
    return stop;
  }, [on]);

  return (
    <>
      {on ? (
        <>
          <Video ref={video} muted playsInline aria-label={t('desk.check.cameraLabel')} />
          <p role="status">{t('desk.check.scanning')}</p>
        </>
      ) : null}
      {denied ? <Alert role="alert">{t('desk.check.cameraDenied')}</Alert> : null}
      <Button
        variant={on ? 'secondary' : 'primary'}
        onClick={() => {
          setDenied(false);
          setOn(!on);
        }}
        disabled={typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia}
      >
        {t(on ? 'desk.check.stopCamera' : 'desk.check.startCamera')}
      </Button>
    </>
  );
}
