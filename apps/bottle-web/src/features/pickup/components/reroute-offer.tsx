/**
 * The stores offered after a stock failure (`lib/reroute.ts`): one button per store, its stock
 * and counted-at time in the name. At the confirm step one tap reserves there (the member is
 * already confirming a reservation); when moving a reservation the tap only chooses the store,
 * and the sheet's own button, naming the store, moves it: moving is a change to a reservation
 * the store may already be preparing, so it is never one accidental tap.
 *
 * The offers come nearest to the store that failed first (lib/reroute.ts, by the stores'
 * positions), each saying how far it is from there when both positions are known.
 */
import styled from '@emotion/styled';
import { formatDayLabel, formatDistance } from '@bottle/domain';
import { Button } from '@bottle/ui';
import type { RerouteOfferRow } from '../lib/reroute';
import { useLang, useT } from '../../../lib/i18n';
import { pickupMessages } from '../messages';
import { nearbyMessages } from '../../../lib/stores-nearby';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  /* Name above stock, centred, each line wrapping on its own: side by side in the button's
     flex row they ran into each other on a 360 px phone. */
  button {
    flex-direction: column;
    gap: 2px;
    padding-block: ${({ theme }) => theme.space.sm};
    text-align: center;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
`;

export interface RerouteOfferProps {
  offers: readonly RerouteOfferRow[];
  busy: boolean;
  /** What the tap does: make the reservation there (confirm step) or choose it for a move (detail). */
  action?: 'reserve' | 'move';
  /** The store chosen for a move (shown pressed). */
  selected?: string | null;
  onChoose: (strCd: string) => void;
}

export function RerouteOffer({ offers, busy, action = 'reserve', selected = null, onChoose }: RerouteOfferProps) {
  const t = useT(pickupMessages);
  const tn = useT(nearbyMessages);
  const lang = useLang();
  if (offers.length === 0) return <p>{t('pickup.rerouteNone')}</p>;
  return (
    <section aria-labelledby="pickup-reroute-title">
      <h3 id="pickup-reroute-title">{t('pickup.rerouteTitle')}</h3>
      <List>
        {offers.map((r) => (
          <li key={r.str_cd}>
            <Button
              block
              variant={action === 'move' && selected === r.str_cd ? 'primary' : 'secondary'}
              aria-pressed={action === 'move' ? selected === r.str_cd : undefined}
              disabled={busy}
              onClick={() => onChoose(r.str_cd)}
            >
              {t(action === 'move' ? 'pickup.rerouteMove' : 'pickup.rerouteTo', { name: r.str_nm })}
              <small>
                {t('pickup.stockCount', { n: r.stock ?? 0, time: r.countedAt ? formatDayLabel(r.countedAt, lang) || r.countedAt : '-' })}
              </small>
              {Number.isNaN(r.meters) ? null : <small>{tn('nearby.distanceFrom', { distance: formatDistance(r.meters, lang) })}</small>}
            </Button>
          </li>
        ))}
      </List>
    </section>
  );
}
