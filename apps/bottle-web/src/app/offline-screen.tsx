/**
 * The screen shown where a screen's code could not be loaded: what happened,
 * what to do, and a retry that loads it again once the network is back. Part of the first
 * route: it must show exactly when nothing more can be fetched.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Button, StatePanel } from '@bottle/ui';
import { useT, type SharedMessageKey } from '../lib/i18n';

/** What a retry ended in: the screen loaded, still offline, or still failing online. */
export type RetryOutcome = 'loaded' | 'offline' | 'failed';

/**
 * libs/ui's screen-state panel: its heading takes focus from code (no focus ring there) and its
 * text stays in the body's colour, not the states' grey.
 */
const Box = styled(StatePanel)`
  h2 {
    outline: none;
  }
  p {
    color: inherit;
  }
`;

export function OfflineScreen({ retry }: { retry: () => Promise<RetryOutcome> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SharedMessageKey | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A screen reader starts at its heading, as it would at the top of the screen that did not come.
  useEffect(() => heading.current?.focus(), []);

  const onRetry = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await retry();
    if (!heading.current) return;
    setBusy(false);
    if (result !== 'loaded') setOutcome(result === 'offline' ? 'app.offline.stillOffline' : 'error.default');
  };

  return (
    <Box aria-labelledby="offline-screen-title" data-testid="offline-screen">
      <h2 id="offline-screen-title" ref={heading} tabIndex={-1}>
        {t('app.offline.title')}
      </h2>
      <p>{t('app.offline.body')}</p>
      <Button onClick={() => void onRetry()} disabled={busy} aria-busy={busy}>
        {t('app.offline.retry')}
      </Button>
      <p role="status">{outcome ? t(outcome) : ''}</p>
    </Box>
  );
}
