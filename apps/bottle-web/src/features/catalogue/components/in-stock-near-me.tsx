/**
 * "In stock near me" on the product page: the three nearest stores that have the bottle, each
 * with its distance, whether it is open now and its count, and one tap to reserve there (the
 * pickup flow opens with that store chosen). Nearest to the member once they tap 내 주변 매장,
 * to their main store's area until then (or when the position is refused), which the section
 * says (lib/stores-nearby). Data: libs/api A21 and A36 `POST /app/product/store/stock`.
 */
import styled from '@emotion/styled';
import { useProductStoreStockQuery, type StoreStock } from '@bottle/api';
import { formatNumber } from '@bottle/domain';
import { SkeletonList } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { LinkButton, nameAndMeta, storeRows } from '../../../lib/kit';
import { NearbyControl, nearbyMessages, placeRows, StoreFacts, useNearby, type Nearby, type Placed } from '../../../lib/stores-nearby';
import { catalogueMessages } from '../messages';
import { reserveHref } from '../../../lib/reserve-link';

/** How many stores the section lists: enough to choose from, few enough to read at a glance. */
export const NEAR_ME_STORES = 3;

const Box = styled.section`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  h2 {
    margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  ${storeRows}
  li {
    align-items: center;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  li > span {
    flex: 1;
  }
  ${nameAndMeta}
  > p {
    margin: 0 ${({ theme }) => theme.space.lg};
  }
`;

/** The nearest stores with at least one bottle, nearest first (list order while no origin is known). */
export function nearestInStock<T extends Pick<StoreStock, 'stock_qty' | 'lat' | 'lng'>>(
  rows: readonly T[],
  nearby: Pick<Nearby, 'active' | 'origin'>,
  count = NEAR_ME_STORES,
): Placed<T>[] {
  return placeRows(
    rows.filter((r) => r.stock_qty > 0),
    nearby,
    true,
  ).slice(0, count);
}

export function InStockNearMe({ prdCd }: { prdCd: string }) {
  const t = useT(nearbyMessages);
  const tc = useT(catalogueMessages);
  const nearby = useNearby({ alwaysMeasure: true });
  const stock = useProductStoreStockQuery({ prd_cd: prdCd });
  const rows = nearestInStock(stock.data?.str_list ?? [], nearby);
  return (
    <Box aria-labelledby="product-near-me">
      <h2 id="product-near-me">{t('nearby.inStockTitle')}</h2>
      <NearbyControl nearby={nearby} />
      {stock.isLoading ? (
        <SkeletonList rows={NEAR_ME_STORES} />
      ) : rows.length === 0 ? (
        <p>{t('nearby.inStockNone')}</p>
      ) : (
        <ul>
          {rows.map(({ item: s, meters }) => (
            <li key={s.str_cd}>
              <span>
                <span className="name">{s.str_nm}</span>
                <StoreFacts meters={meters} open={nearby.openState(s)} />
                <span className="meta">{t('nearby.bottles', { n: formatNumber(s.stock_qty) })}</span>
              </span>
              <LinkButton variant="secondary" to={reserveHref(prdCd, s.str_cd)} aria-label={t('nearby.reserveAt', { store: s.str_nm })}>
                {tc('catalogue.reserve.button')}
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
