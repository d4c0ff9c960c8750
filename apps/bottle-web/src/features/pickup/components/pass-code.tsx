/**
 * The pickup pass: a QR code that changes every 30 seconds, computed on the
 * phone from the reservation's own secret (TOTP, RFC 6238, libs/domain `totp`), so it keeps
 * working with no signal (a basement desk) and a screenshot is useless a minute later. Under it
 * the same 6 digits for staff to type, a countdown to the next code, the member's name and the
 * reminder that alcohol is handed over against ID. The screen brightness is raised while the
 * pass shows (the shell's barcode brightness hooks).
 *
 * No code is fetched: the phone ticks locally each second (offset by the shop's clock once known)
 * and computes a code per 30-second step. `onRollover` runs at each new step so the page can ask
 * whether the desk has handed the order over (it may fail offline; the pass keeps working).
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { pickupPassPayload, TOTP_STEP_SECONDS, totp, totpCounter, totpSecondsLeft } from '@bottle/domain';
import { QrCode, Skeleton } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { useServerClock } from '../../../lib/server-clock';
import { useRaisedBrightness } from '../../../lib/popups/use-raised-brightness';
import { pickupMessages } from '../messages';
import { InlineAlert } from './page';

const Box = styled.section`
  margin: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.bottleGreen};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  svg {
    display: block;
    margin: ${({ theme }) => theme.space.lg} auto 0;
    max-width: 100%;
    height: auto;
  }
`;

const Holder = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.black};
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Code = styled.p`
  && {
    margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.black};
    font-size: ${({ theme }) => theme.typography.size.xxl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.12em;
  }
`;

const IdCheck = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.black};
  }
`;

const Bar = styled.div<{ ratio: number }>`
  height: 4px;
  margin: ${({ theme }) => theme.space.sm} auto 0;
  max-width: 240px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray200};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ ratio }) => Math.round(ratio * 100)}%;
    background: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

export interface PassCodeProps {
  pickupNo: string;
  /** The reservation's TOTP secret (hex), from the reservation. */
  secret: string | undefined;
  /** The member's name, shown so staff can match it with the ID. */
  holder: string | undefined;
  /** Called at each new 30-second step, e.g. to ask whether the order was handed over. */
  onRollover?: () => void;
}

/** "123456" → "123 456": easier to read out and type at the desk. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

export function PassCode({ pickupNo, secret, holder, onRollover }: PassCodeProps) {
  const t = useT(pickupMessages);
  // The desk checks codes by the shop's clock: a phone whose clock is off uses the shop's time
  // once it has heard it (lib/server-clock.ts; offline from the start, its own).
  const serverNow = useServerClock().now;
  const [now, setNow] = useState(serverNow);
  const [pass, setPass] = useState<{ step: number; code: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const step = totpCounter(now);
  const latest = useRef(onRollover);
  latest.current = onRollover;
  const firstStep = useRef(step);
  useRaisedBrightness(true);

  // The countdown and the step: a local tick each second, no network.
  useEffect(() => {
    setNow(serverNow());
    const id = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(id);
  }, [serverNow]);

  // One code per step, computed here from the secret.
  useEffect(() => {
    if (!secret) return undefined;
    let live = true;
    totp(secret, step * TOTP_STEP_SECONDS * 1000)
      .then((code) => {
        if (live) setPass({ step, code });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    if (step !== firstStep.current) latest.current?.();
    return () => {
      live = false;
    };
  }, [secret, step]);

  const left = totpSecondsLeft(now);
  const current = pass?.step === step ? pass.code : undefined;
  return (
    <Box aria-labelledby="pickup-pass-title">
      <h2 id="pickup-pass-title">{t('pickup.passTitle')}</h2>
      <p>{t('pickup.passHint')}</p>
      {holder ? <Holder data-testid="pass-holder">{t('pickup.passHolder', { name: holder })}</Holder> : null}
      {!secret || failed ? (
        <InlineAlert role="alert">{t('pickup.passError')}</InlineAlert>
      ) : current ? (
        <>
          <QrCode value={pickupPassPayload(pickupNo, current)} size={200} level="M" label={t('pickup.passQr')} />
          <Code data-testid="pass-code" data-code={current}>
            {spaced(current)}
          </Code>
          <p>{t('pickup.passCountdown', { s: left })}</p>
          <Bar ratio={left / TOTP_STEP_SECONDS} aria-hidden="true" />
        </>
      ) : (
        <Skeleton height="240px" />
      )}
      <IdCheck>{t('pickup.passIdCheck')}</IdCheck>
      <p>{t('pickup.passOffline')}</p>
    </Box>
  );
}
