/**
 * A store's card, opened from its marker on the map: whether it is open now and how far, its
 * hours and closing days (spec §3 store detail: bsns_conts, hldy_conts), the bottles it has, and
 * what the member can do there: reserve a pickup, call, get directions. Everything on it is on
 * the list's row and the store info popup too, so the map is never the only way to it.
 *
 * Call: the shell dials in the web view (spec §7 "call phone"), a browser follows a tel: link.
 * Directions: Kakao Map's route link to the store's position, in the shell's map web view (spec
 * §7 "map webview") or a new tab in a browser.
 */
import styled from '@emotion/styled';
import { useStoreInfoQuery, type StorePlaceFields } from '@bottle/api';
import { formatNumber, geoPointOf } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { LinkButton } from '../kit/link-button';
import { useLang, useT } from '../i18n';
import { useServices, useInWebView } from '../services';
import { nearbyMessages } from './messages';
import { storeFactsText } from './nearby-control';
import type { Nearby } from './use-nearby';
import { reserveHref } from '../reserve-link';

/** A store as the map and its card show it. */
export interface MapStore extends StorePlaceFields {
  str_cd: string;
  str_nm: string;
  /** Bottles of the product on the shelf, when the map is a product's. */
  stock_qty?: number;
}

/** From how many bottles a store counts as having plenty (marker colour and card). */
export const PLENTY_FROM = 6;

export type StockLevel = 'plenty' | 'few' | 'none' | 'unknown';

export function stockLevel(qty: number | undefined): StockLevel {
  if (qty === undefined) return 'unknown';
  return qty <= 0 ? 'none' : qty < PLENTY_FROM ? 'few' : 'plenty';
}

/** Kakao Map's route link to a place (name, latitude, longitude), the name encoded as one segment. */
export function kakaoRouteUrl(name: string, lat: number, lng: number): string {
  return `https://map.kakao.com/link/to/${encodeURIComponent(`${name},${lat},${lng}`)}`;
}

const Card = styled.section`
  margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p,
  dl {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dt {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.sm};
  }
  .actions > * {
    flex: 1 1 auto;
  }
`;

const ExternalLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.gray900};
  text-decoration: none;
`;

export interface StoreCardProps {
  store: MapStore;
  meters: number;
  nearby: Nearby;
  /** The product the map is for: the card then offers to reserve it there. */
  prdCd?: string;
  onClose: () => void;
}

export function StoreCard({ store, meters, nearby, prdCd, onClose }: StoreCardProps) {
  const t = useT(nearbyMessages);
  const lang = useLang();
  const { getBridge } = useServices();
  const inWebView = useInWebView();
  const info = useStoreInfoQuery({ strCd: store.str_cd });
  const detail = info.data;
  const point = geoPointOf(store) ?? geoPointOf(detail);
  const level = stockLevel(store.stock_qty);
  const facts = storeFactsText(meters, nearby.openState(detail ?? store), lang);
  const route = point ? kakaoRouteUrl(store.str_nm, point.lat, point.lng) : undefined;
  const titleId = `store-card-${store.str_cd}`;
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{store.str_nm}</h3>
      {facts ? <p>{facts}</p> : null}
      {level !== 'unknown' ? (
        <p>
          {level === 'plenty'
            ? t('nearby.stockPlenty')
            : level === 'few'
              ? t('nearby.stockFew', { n: formatNumber(store.stock_qty ?? 0) })
              : t('nearby.stockNone')}
        </p>
      ) : null}
      {detail ? (
        <dl>
          <dt>{t('nearby.hours')}</dt>
          <dd>{detail.bsns_conts}</dd>
          {detail.hldy_conts ? (
            <>
              <dt>{t('nearby.holidays')}</dt>
              <dd>{detail.hldy_conts}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className="actions">
        {prdCd && (store.stock_qty ?? 0) > 0 ? (
          <LinkButton to={reserveHref(prdCd, store.str_cd)} aria-label={t('nearby.reserveAt', { store: store.str_nm })}>
            {t('nearby.reserveAt', { store: store.str_nm })}
          </LinkButton>
        ) : null}
        {detail?.str_tel_no ? (
          inWebView ? (
            <Button variant="secondary" onClick={() => void getBridge().then((b) => b.callPhone({ tel: detail.str_tel_no }))}>
              {t('nearby.call')}
            </Button>
          ) : (
            <ExternalLink href={`tel:${detail.str_tel_no.replace(/[^\d+]/g, '')}`}>{t('nearby.call')}</ExternalLink>
          )
        ) : null}
        {route ? (
          inWebView ? (
            <Button variant="secondary" onClick={() => void getBridge().then((b) => b.openMapWebView({ url: route, title: store.str_nm }))}>
              {t('nearby.route')}
            </Button>
          ) : (
            <ExternalLink href={route} target="_blank" rel="noopener noreferrer">
              {t('nearby.route')}
            </ExternalLink>
          )
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('nearby.closeCard')}
        </Button>
      </div>
    </Card>
  );
}
