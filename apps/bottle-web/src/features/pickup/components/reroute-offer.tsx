/**
 * The stores offered after a stock failure (issue 18 item 5, `lib/reroute.ts`): one button per
 * store, its stock and counted-at time in the name, and one tap reserves (or moves) there.
 */
import styled from '@emotion/styled';
import { formatDayLabel } from '@bottle/domain';
import { Button } from '@bottle/ui';
import type { PickupStoreRow } from '../api/use-pickup-stores';
import { useLang, useT } from '../../../lib/i18n';
import { pickupMessages } from '../messages';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  small {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
`;

export interface RerouteOfferProps {
  offers: readonly PickupStoreRow[];
  busy: boolean;
  /** What the tap does: make the reservation there (confirm step) or move it there (detail). */
  action?: 'reserve' | 'move';
  onChoose: (strCd: string) => void;
}

export function RerouteOffer({ offers, busy, action = 'reserve', onChoose }: RerouteOfferProps) {
  const t = useT(pickupMessages);
  const lang = useLang();
  if (offers.length === 0) return <p>{t('pickup.rerouteNone')}</p>;
  return (
    <section aria-labelledby="pickup-reroute-title">
      <h3 id="pickup-reroute-title">{t('pickup.rerouteTitle')}</h3>
      <List>
        {offers.map((r) => (
          <li key={r.str_cd}>
            <Button block variant="secondary" disabled={busy} onClick={() => onChoose(r.str_cd)}>
              {t(action === 'move' ? 'pickup.rerouteMove' : 'pickup.rerouteTo', { name: r.str_nm })}
              <small>{t('pickup.stockCount', { n: r.stock ?? 0, time: r.countedAt ? formatDayLabel(r.countedAt, lang) || r.countedAt : '-' })}</small>
            </Button>
          </li>
        ))}
      </List>
    </section>
  );
}
