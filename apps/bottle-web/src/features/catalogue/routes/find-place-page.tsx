/**
 * Find place (spec §2 special path /product/findplace, `?prd_cd=`): the stores that have the
 * product in stock, most bottles first, each with its count and when the shelf was last counted,
 * each opening the store info popup (spec §2 "Store info popup", by strCd) and each with a
 * pickup reservation at that store (the flow opens with that store proposed). Each row also says
 * how far the store is and whether it is open now; 내 주변 매장 sorts the list nearest first
 * (lib/stores-nearby). Data: libs/api A21 and A36 `POST /app/product/store/stock` (public;
 * answered by libs/mock-api in demo mode).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router/link';
import { useProductInfoQuery, useProductStoreStockQuery, type StoreStock } from '@bottle/api';
import { formatMonthDayTime, formatNumber } from '@bottle/domain';
import { EmptyState } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { Muted } from '../components/layout';
import { reserveHref } from '../../../lib/reserve-link';
import { catalogueMessages } from '../messages';
import { LinkButton, PageHeader, plainRowButton, QueryState, StoreInfoButton } from '../../../lib/kit';
import { MapButton, NearbyControl, placeRows, StoreFacts, StoreMap, useNearby } from '../../../lib/stores-nearby';

const List = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  li {
    padding-bottom: ${({ theme }) => theme.space.md};
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
  li > a {
    width: 100%;
  }
  button {
    ${plainRowButton}
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} 0;
  }
  strong {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  b {
    color: ${({ theme }) => theme.colors.bottleGreen};
    text-align: right;
  }
  small {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

const Facts = styled(StoreFacts)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Intro = styled(Muted)`
  padding: 0 ${({ theme }) => theme.space.lg};
`;

/** The fields of libs/api's StoreStock (A21) this page reads. */
type StockRow = Pick<StoreStock, 'str_cd' | 'str_nm' | 'stock_qty'>;

/** Stores with stock, most bottles first, then by name (stable for equal counts). */
export function storesInStock<T extends StockRow>(list: readonly T[]): T[] {
  return list.filter((s) => s.stock_qty > 0).sort((a, b) => b.stock_qty - a.stock_qty || a.str_nm.localeCompare(b.str_nm, 'ko'));
}

function StockList({ prdCd, mapFirst }: { prdCd: string; mapFirst: boolean }) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const product = useProductInfoQuery({ prd_cd: prdCd });
  const stock = useProductStoreStockQuery({ prd_cd: prdCd });
  const nearby = useNearby();
  const stores = placeRows(storesInStock(stock.data?.str_list ?? []), nearby);
  const [showMap, setShowMap] = useState(mapFirst);
  const mapPath = `${paths.productFindPlace}?${new URLSearchParams({ prd_cd: prdCd, view: 'map' })}`;
  return (
    <>
      {product.data ? <Intro>{t('catalogue.findPlace.for', { name: product.data.prd_nm })}</Intro> : null}
      <NearbyControl nearby={nearby}>
        <MapButton shown={showMap} onToggle={() => setShowMap((v) => !v)} mapPath={mapPath} title={t('catalogue.findPlace.title')} />
      </NearbyControl>
      {showMap ? <StoreMap stores={stores} nearby={nearby} prdCd={prdCd} fullScreen={mapFirst} /> : null}
      <QueryState
        query={stock}
        skeletonRows={5}
        thumbnail
        isEmpty={stores.length === 0}
        emptyTitle={t('catalogue.findPlace.empty')}
        emptyDescription={t('catalogue.findPlace.emptyHint')}
        emptyAction={<LinkButton to={paths.product(prdCd)}>{t('catalogue.product.title')}</LinkButton>}
      >
        <List>
          {stores.map(({ item: s, meters }) => (
            <li key={s.str_cd}>
              <StoreInfoButton
                strCd={s.str_cd}
                aria-label={t('catalogue.findPlace.open', { store: s.str_nm, n: formatNumber(s.stock_qty) })}
              >
                <strong>{s.str_nm}</strong>
                <b>{t('catalogue.findPlace.count', { n: formatNumber(s.stock_qty) })}</b>
                <small>{s.str_addr}</small>
                <small>{t('catalogue.findPlace.countedAt', { time: formatMonthDayTime(s.count_dt, lang) || s.count_dt })}</small>
              </StoreInfoButton>
              {/* Outside the button, whose name is its aria-label: read as its own line. */}
              <Facts meters={meters} open={nearby.openState(s)} />
              <LinkButton
                variant="secondary"
                to={reserveHref(prdCd, s.str_cd)}
                aria-label={t('catalogue.reserve.atStore', { store: s.str_nm })}
              >
                {t('catalogue.reserve.button')}
              </LinkButton>
            </li>
          ))}
        </List>
      </QueryState>
    </>
  );
}

export function FindPlacePage() {
  const t = useT(catalogueMessages);
  const [params] = useSearchParams();
  const prdCd = (params.get('prd_cd') ?? '').trim();
  return (
    <>
      <PageHeader title={t('catalogue.findPlace.title')} />
      {prdCd === '' ? (
        <EmptyState
          title={t('catalogue.findPlace.missingProduct')}
          action={<LinkButton to={paths.search}>{t('catalogue.findPlace.back')}</LinkButton>}
        />
      ) : (
        <StockList prdCd={prdCd} mapFirst={params.get('view') === 'map'} />
      )}
    </>
  );
}
