/**
 * The store's reservations: those to confirm and to set aside first, then
 * today's finished ones. Confirming and setting aside are the store's steps the demo server
 * advances reservations by; the member is told of each. Refreshed every 15 seconds and on focus.
 */
import styled from '@emotion/styled';
import { Button } from '@bottle/ui';
import { useDeskConfirmMutation, useDeskPickupListQuery, useDeskReadyMutation, type DeskReservation } from '@bottle/api/desk';
import { deskErrorKey } from '../lib/errors';
import { useT } from '../lib/i18n';
import { Actions, Card } from '../lib/ui';
import { ReservationDetails } from './reservation-details';
import { DeskListScreen, Rows, type OnMessage } from './list-screen';

/** How often the queue asks again (the same rhythm as the member's detail screen). */
export const QUEUE_POLL_MS = 15_000;

/** Reservations side by side where the desk's screen is wide. */
const GridRows = styled(Rows)`
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;

function Row({ r, onMessage }: { r: DeskReservation; onMessage: OnMessage }) {
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
  const items = list.data?.list ?? [];
  return (
    <DeskListScreen
      title="desk.queue.title"
      intro="desk.queue.intro"
      empty="desk.queue.empty"
      query={list}
      count={items.length}
      skeletonRows={3}
    >
      {(onMessage) => (
        <GridRows aria-label={t('desk.queue.title')}>
          {items.map((r) => (
            <Row key={r.pickup_no} r={r} onMessage={onMessage} />
          ))}
        </GridRows>
      )}
    </DeskListScreen>
  );
}
