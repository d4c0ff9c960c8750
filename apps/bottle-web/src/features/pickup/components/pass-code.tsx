/**
 * The pickup pass code, large, with a countdown to the next 30-second window (issue 7: 6-digit
 * HMAC code per window). A new code is fetched once per window, just after it rolls over; the
 * seconds are counted locally. While the page is hidden no code is fetched; coming back fetches
 * one if the window changed meanwhile.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { usePickupPassCodeQuery } from '@bottle/api';
import { Skeleton } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { msUntilNextWindow, PASS_CODE_WINDOW_MS, secondsLeft, windowOf } from '../lib/pass-code-window';
import { pickupMessages } from '../messages';
import { QueryState } from '../../../lib/kit';

/** Fetch a little after the boundary so a server clock slightly behind ours has rolled over too. */
const ROLLOVER_MARGIN_MS = 300;

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
`;

const Code = styled.p`
  && {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.black};
    font-size: calc(${({ theme }) => theme.typography.size.xxl} * 2);
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.12em;
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
  /** Called at each rollover, e.g. to refresh the reservation (it may have been picked up). */
  onRollover?: () => void;
}

export function PassCode({ pickupNo, onRollover }: PassCodeProps) {
  const t = useT(pickupMessages);
  const code = usePickupPassCodeQuery({ pickup_no: pickupNo });
  const [now, setNow] = useState(() => Date.now());
  const fetchedWindow = useRef(windowOf(Date.now()));
  const latest = useRef({ refetch: code.refetch, onRollover });
  latest.current = { refetch: code.refetch, onRollover };

  // The countdown: a local tick each second, no network.
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);

  // One fetch per window, scheduled for the rollover.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const roll = () => {
      const w = windowOf(Date.now());
      if (w !== fetchedWindow.current && !document.hidden) {
        fetchedWindow.current = w;
        void latest.current.refetch();
        latest.current.onRollover?.();
      }
      setNow(Date.now());
      timer = setTimeout(roll, msUntilNextWindow(Date.now()) + ROLLOVER_MARGIN_MS);
    };
    timer = setTimeout(roll, msUntilNextWindow(Date.now()) + ROLLOVER_MARGIN_MS);
    const onVisible = () => {
      if (!document.hidden) roll();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const left = secondsLeft(now);
  const value = code.data?.pass_cd;
  return (
    <Box aria-labelledby="pickup-pass-title">
      <h2 id="pickup-pass-title">{t('pickup.passTitle')}</h2>
      <p>{t('pickup.passHint')}</p>
      {/* No code in the answer is an error too: a pass without its code cannot be shown. */}
      <QueryState query={{ ...code, data: value || undefined }} loading={<Skeleton height="56px" />} errorMessage={t('pickup.passError')}>
        {(pass) => (
          <>
            <Code data-testid="pass-code">
              {pass}
            </Code>
            <p>{t('pickup.passCountdown', { s: left })}</p>
            <Bar ratio={(left * 1000) / PASS_CODE_WINDOW_MS} aria-hidden="true" />
          </>
        )}
      </QueryState>
    </Box>
  );
}
