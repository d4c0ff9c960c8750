/**
 * What a member can do with a product besides the wish toggle: see the stock at their store and
 * find other stores (spec §2 /product/findplace), reserve a pickup (button state from
 * /app/product/rsrvbtn/info, linking to the pickup flow), or, when it is out of stock there,
 * switch a restock alarm on or off (spec §3 alarm kinds; libs/api A18) and still reserve at
 * another store that has it, the nearest to the member's store proposed (per-store stock and
 * positions from libs/api A21, A36).
 *
 * A page left open on a product sold out here follows the shelf: it asks again every 30 s and
 * when the member comes back to it, and when the bottles are back it refreshes everything that
 * depends on the stock (the stock line, the buttons) and says so in the page, naming the
 * restock alarm when the member had one (it fired with that restock), instead of showing
 * "품절 / 재입고 알림 신청됨" after the alarm's push arrived.
 */
import styled from '@emotion/styled';
import {
  bottleApi,
  useAlarmDeleteMutation,
  useAlarmListQuery,
  useAlarmRegisterMutation,
  useProductStoreStockQuery,
  useReservationButtonInfoQuery,
  useStoreInfoQuery,
  type StoreStock,
} from '@bottle/api';
import { ANALYTICS_EVENTS, formatDistance, formatNumber, geoPointOf, sortByDistance } from '@bottle/domain';
import { Button, Skeleton, VisuallyHidden } from '@bottle/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router/link';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { reserveHref } from '../../../lib/reserve-link';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { nearbyMessages } from '../../../lib/stores-nearby';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { useLoginGate } from '../lib/use-login-gate';
import { Icon, ICONS } from './layout';
import { catalogueMessages } from '../messages';
import { grayInsetBox, LinkButton, wordLink } from '../../../lib/kit';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useRefetchOnFocus } from '../../../lib/use-refetch-on-focus';
import { useInWebView } from '../../../lib/services';

const Box = styled.section`
  ${grayInsetBox}
  padding: ${({ theme }) => theme.space.lg};
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  a[data-link='find'],
  a[data-link='alarms'] {
    ${wordLink}
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  svg {
    width: 20px;
    height: 20px;
    vertical-align: middle;
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;

const Hint = styled.p`
  && {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export function findPlaceHref(prdCd: string): string {
  return `${paths.productFindPlace}?prd_cd=${encodeURIComponent(prdCd)}`;
}

/** How often a page showing a product sold out at the member's store asks whether it is back. */
export const RESTOCK_POLL_MS = 30_000;

const Back = styled.p`
  && {
    padding: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.bottleGreen};
    background: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export interface ProductActionsProps {
  prdCd: string;
  /** Stock at the member's main store (store 201 for visitors), from /app/product/info. */
  stockQty: number | undefined;
  /** The store the stock and the alarm refer to, from /app/product/init. */
  strCd: string | undefined;
}

/**
 * The stores other than `strCd` that have the bottle, nearest to `strCd` first by straight-line
 * distance (the sold-out-here offer proposes the first); list order when `strCd` has no position.
 */
export function nearestElsewhere<T extends Pick<StoreStock, 'str_cd' | 'stock_qty' | 'lat' | 'lng'>>(
  rows: readonly T[],
  strCd: string | undefined,
): { item: T; meters: number }[] {
  const here = geoPointOf(rows.find((r) => r.str_cd === strCd));
  return sortByDistance(
    rows.filter((r) => r.stock_qty > 0 && r.str_cd !== strCd),
    here,
    (r) => geoPointOf(r),
  );
}

export function ProductActions({ prdCd, stockQty, strCd }: ProductActionsProps) {
  const t = useT(catalogueMessages);
  const tn = useT(nearbyMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const inWebView = useInWebView();
  const ensureLoggedIn = useLoginGate();
  const [poll, setPoll] = useState(0);
  const button = useReservationButtonInfoQuery({ prd_cd: prdCd }, { pollingInterval: poll });
  const store = useStoreInfoQuery({ strCd: strCd ?? '' }, { skip: !strCd });
  const alarmOn = button.data?.alarm_yn === 'Y';
  const alarms = useAlarmListQuery({ alarm_kind: 'restock' }, { skip: !loggedIn || !alarmOn });
  const [register, registering] = useAlarmRegisterMutation();
  const [remove, removing] = useAlarmDeleteMutation();
  const [announcement, setAnnouncement] = useState('');
  // Sold out at the main store: where else it can be reserved.
  const soldOutHere = button.data?.rsrv_btn_yn === 'N';
  const stock = useProductStoreStockQuery({ prd_cd: prdCd }, { skip: !soldOutHere });
  // The other stores with stock, nearest to the member's store first by real distance (libs/api A36).
  const elsewhere = nearestElsewhere(stock.data?.str_list ?? [], strCd);
  const otherStores = elsewhere.length;
  const nearest = elsewhere[0];
  const storeName = store.data?.str_nm;
  const busy = registering.isLoading || removing.isLoading;
  useEffect(() => setPoll(soldOutHere ? RESTOCK_POLL_MS : 0), [soldOutHere]);
  useRefetchOnFocus(() => void button.refetch(), soldOutHere);

  // Sold out here, then reservable again while the page was open: the bottles are back.
  const [restocked, setRestocked] = useState<'alarm' | 'plain' | null>(null);
  const seen = useRef<{ yn: string; alarm: boolean } | null>(null);
  const yn = button.data?.rsrv_btn_yn;
  useEffect(() => {
    if (yn === undefined) return;
    const before = seen.current;
    seen.current = { yn, alarm: alarmOn };
    if (before?.yn === 'N' && yn === 'Y') {
      setRestocked(before.alarm ? 'alarm' : 'plain');
      // The stock line and the page's other stock-driven parts were read while it was sold out.
      dispatch(bottleApi.util.invalidateTags([{ type: 'Stock', id: prdCd }]));
    }
    if (yn === 'N') setRestocked(null);
  }, [yn, alarmOn, prdCd, dispatch]);

  const toggleAlarm = () => {
    if (busy || !ensureLoggedIn()) return;
    const existing = alarms.data?.list.find((a) => a.prd_cd === prdCd && a.alarm_kind === 'restock');
    const call = alarmOn
      ? existing
        ? remove({ alarm_no: existing.alarm_no }).unwrap()
        : Promise.reject(new Error('alarm not found'))
      : register({ alarm_kind: 'restock', prd_cd: prdCd, ...(strCd ? { str_cd: strCd } : {}) }).unwrap();
    call
      .then(() => {
        setAnnouncement(t(alarmOn ? 'catalogue.alarm.cancelled' : 'catalogue.alarm.registered'));
        trackEvent(alarmOn ? ANALYTICS_EVENTS.alarmCancel : ANALYTICS_EVENTS.alarmRestockSet, inWebView, { prd_cd: prdCd });
      })
      .catch(() => dispatch(showAlert(t('catalogue.alarm.failed'))));
  };

  return (
    <Box aria-labelledby="product-stock">
      <h2 id="product-stock">{t('catalogue.stock.title')}</h2>
      {stockQty !== undefined && storeName ? (
        <p>
          {stockQty > 0
            ? t('catalogue.stock.atStore', { store: storeName, n: formatNumber(stockQty) })
            : t('catalogue.stock.soldOutAt', { store: storeName })}
        </p>
      ) : store.isLoading ? (
        <Skeleton />
      ) : null}
      {restocked ? (
        <Back role="status">
          {t(restocked === 'alarm' ? 'catalogue.restock.backAlarm' : 'catalogue.restock.back', { store: storeName ?? '' })}
        </Back>
      ) : null}
      <Link
        data-link="find"
        to={findPlaceHref(prdCd)}
        onClick={() => trackEvent(ANALYTICS_EVENTS.productFindPlace, inWebView, { prd_cd: prdCd })}
      >
        {t('catalogue.stock.findPlace')}
      </Link>
      <Actions>
        {button.isLoading ? (
          <Skeleton height="44px" />
        ) : button.data?.rsrv_btn_yn === 'Y' ? (
          <LinkButton to={paths.pickupReserve(prdCd)}>{t('catalogue.reserve.button')}</LinkButton>
        ) : button.data ? (
          <>
            {otherStores > 0 ? (
              <>
                <LinkButton to={reserveHref(prdCd, nearest?.item.str_cd)} aria-describedby="product-reserve-elsewhere">
                  {t('catalogue.reserve.elsewhere')}
                </LinkButton>
                <Hint id="product-reserve-elsewhere">
                  {t('catalogue.reserve.elsewhereHint', { n: formatNumber(otherStores) })}
                  {nearest && !Number.isNaN(nearest.meters)
                    ? ` ${tn('nearby.nearestElsewhere', { store: nearest.item.str_nm, distance: formatDistance(nearest.meters, lang) })}`
                    : ''}
                </Hint>
              </>
            ) : null}
            <Button variant={alarmOn ? 'primary' : 'secondary'} block aria-pressed={alarmOn} aria-busy={busy} onClick={toggleAlarm}>
              <Icon d={ICONS.bell} filled={alarmOn} />
              {t(alarmOn ? 'catalogue.alarm.on' : 'catalogue.alarm.set')}
            </Button>
            {alarmOn && loggedIn ? (
              // The confirmation leads to the alarm list, where the member sees and removes it.
              <Hint>
                <Link data-link="alarms" to={paths.alarm}>
                  {t('catalogue.alarm.see')}
                </Link>
              </Hint>
            ) : null}
          </>
        ) : null}
      </Actions>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Box>
  );
}
