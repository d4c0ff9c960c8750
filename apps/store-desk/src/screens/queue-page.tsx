/**
 * The store's reservations: those to confirm and to set aside first, then
 * today's finished ones. Confirming and setting aside are the store's steps the demo server
 * advances reservations by; the member is told of each. Refreshed every 15 seconds and on focus.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, EmptyState, ErrorState, SkeletonList } from '@bottle/ui';
import { useDeskConfirmMutation, useDeskPickupListQuery, useDeskReadyMutation, type DeskReservation } from '@bottle/api/desk';
import { deskErrorKey } from '../lib/errors';
import { useT } from '../lib/i18n';
import { Actions, Alert, Card, Page } from '../lib/ui';
import { ReservationDetails } from './reservation-details';

/** How often the queue asks again (the same rhythm as the member's detail screen). */
export const QUEUE_POLL_MS = 15_000;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;

function Row({ r, onMessage }: { r: DeskReservation; onMessage: (text: string, error: boolean) => void }) {
  const t = useT();
  const [confirm, confirmState] = useDeskConfirmMutation();
  const [ready, readyState] = useDeskReadyMutation();
  const busy = confirmState.isLoading || readyState.isLoading;
  const act = async (kind: 'confirm' | 'ready') => {
    const result = await (kind === 'confirm' ? confirm : ready)({ pickup_no: r.pickup_no });
    if (result.data) onMessage(t(kind === 'confirm' ? 'desk.queue.confirmed' : 'desk.queue.readied', { no: r.pickup_no }), false);
    else onMessage(t(deskErrorKey(result.error)), true);
  };
  return (
    <li>
      <Card aria-labelledby={`r-${r.pickup_no}`}>
        <h2 id={`r-${r.pickup_no}`}>{t('desk.reservation.title', { no: r.pickup_no })}</h2>
        <ReservationDetails reservation={r} showIdCheck={false} />
        {r.status === 'RESERVED' ? (
          <Actions>
            {r.confirmed_yn === 'N' ? (
              <Button
                variant="secondary"
                onClick={() => void act('confirm')}
                disabled={busy}
                aria-label={t('desk.queue.confirmLabel', { no: r.pickup_no, product: r.prd_nm })}
              >
                {t('desk.queue.confirm')}
              </Button>
            ) : null}
            <Button
              onClick={() => void act('ready')}
              disabled={busy}
              aria-label={t('desk.queue.readyLabel', { no: r.pickup_no, product: r.prd_nm })}
            >
              {t('desk.queue.ready')}
            </Button>
          </Actions>
        ) : null}
      </Card>
    </li>
  );
}

export function QueuePage() {
  const t = useT();
  const list = useDeskPickupListQuery(undefined, { pollingInterval: QUEUE_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const items = list.data?.list ?? [];

  return (
    <Page id="main" tabIndex={-1}>
      <h1>{t('desk.queue.title')}</h1>
      <p>{t('desk.queue.intro')}</p>
      <div aria-live="polite">{message ? <Alert tone={message.error ? 'error' : 'success'}>{message.text}</Alert> : null}</div>
      <Button variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching} aria-busy={list.isFetching}>
        {t('desk.queue.refresh')}
      </Button>
      {list.isLoading ? (
        <SkeletonList rows={3} />
      ) : list.isError && !list.data ? (
        <ErrorState message={t(deskErrorKey(list.error))} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState title={t('desk.queue.empty')} />
      ) : (
        <Rows aria-label={t('desk.queue.title')}>
          {items.map((r) => (
            <Row key={r.pickup_no} r={r} onMessage={(text, error) => setMessage({ text, error })} />
          ))}
        </Rows>
      )}
    </Page>
  );
}
