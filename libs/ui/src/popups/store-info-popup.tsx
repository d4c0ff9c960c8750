/**
 * Store info popup (spec §2 "Store info popup", §3 store detail fields): name, telephone,
 * business hours, holidays, pickup desk info, address and road info. Call and copy-address
 * buttons appear only in the web view (the native shell places the call and writes the
 * clipboard through the bridge) and only when a telephone or an address exists. A map button
 * appears wherever there is an address and the app gives `onOpenMap` (the shell's map in the web
 * view, a map site in a browser: the app decides).
 *
 * Which store to show (strCd passed, else the member's default store, else 201) is decided by
 * the app, which fetches the detail and passes it here (libs/ui never fetches).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { storeInfoActions } from '@bottle/domain';
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

/** Store detail (spec §3 "Stores": Detail). Every field may be missing or empty in the API. */
export interface StoreDetail {
  str_cd: string;
  str_nm?: string | null;
  str_tel_no?: string | null;
  /** Free text about business hours (for example 'Open every day'). */
  bsns_conts?: string | null;
  /** 'HHmm' or 'HH:mm'. */
  bsns_start_time?: string | null;
  bsns_end_time?: string | null;
  /** Free text about holidays (for example 'Closed on the 2nd and 4th Sunday'). */
  hldy_conts?: string | null;
  /** Holiday dates, 'YYYYMMDD' (spec §3 "Dates are strings"). */
  hldy_list?: readonly string[] | null;
  pick_desk_info?: string | null;
  str_addr?: string | null;
  road_info?: string | null;
}

export interface StoreInfoPopupProps {
  open: boolean;
  /** The store to show; null while there is none (an error) shows "no store information". */
  store: StoreDetail | null | undefined;
  /** True while the detail is being fetched. */
  loading?: boolean;
  /** Running inside the native shell's web view (call and copy need the bridge). */
  inWebView: boolean;
  onCall: (telephone: string) => void;
  onCopyAddress: (address: string) => void;
  /** Opens the store's address on a map; without it there is no map button. */
  onOpenMap?: (place: { address: string; name?: string }) => void;
  onClose: () => void;
}

/** 'HHmm' or 'HH:mm' → 'HH:mm'; anything else is shown as given. */
export function formatStoreTime(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  const [, hours, minutes] = /^(\d{1,2}):?(\d{2})$/.exec(v) ?? [];
  return hours !== undefined && minutes !== undefined ? `${hours.padStart(2, '0')}:${minutes}` : v;
}

/** 'YYYYMMDD' → 'YYYY.MM.DD'; anything else is shown as given. */
export function formatStoreDate(value: string): string {
  const [, y, mo, d] = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim()) ?? [];
  return y !== undefined && mo !== undefined && d !== undefined ? `${y}.${mo}.${d}` : value;
}

const has = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

const Name = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Rows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(72px, max-content) 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  & dt {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  & dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Dates = styled.ul`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

/*
 * The popup's buttons: up to three actions and close. In one row of equal shares they were
 * about 70 px each on a 360 px phone and their labels broke into two-line stubs ("전화/하기").
 * Here each is at least 132 px and never breaks its label: two to a row, the last one (close)
 * taking a row of its own when it is alone on it.
 */
const Footer = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(132px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  & > button {
    white-space: nowrap;
  }
  & > button:last-of-type:nth-of-type(odd) {
    grid-column: 1 / -1;
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} 0;
`;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function StoreInfoPopup({
  open,
  store,
  loading = false,
  inWebView,
  onCall,
  onCopyAddress,
  onOpenMap,
  onClose,
}: StoreInfoPopupProps) {
  const { t } = useUi('StoreInfoPopup');
  const tel = store?.str_tel_no;
  const addr = store?.str_addr;
  const start = formatStoreTime(store?.bsns_start_time);
  const end = formatStoreTime(store?.bsns_end_time);
  const holidays = (store?.hldy_list ?? []).filter(has);
  // Which buttons show is libs/domain's rule (spec §2); the map also needs the app to open it.
  const actions = !loading && store ? storeInfoActions(store, inWebView) : { call: false, copyAddress: false, map: false };

  let body: ReactNode;
  if (loading) {
    body = (
      <Centre role="status" aria-label={t('ui.loading')}>
        <Spinner />
      </Centre>
    );
  } else if (!store) {
    body = <p>{t('store.none')}</p>;
  } else {
    body = (
      <>
        {has(store.str_nm) ? <Name>{store.str_nm}</Name> : null}
        <Rows>
          {has(tel) ? <Row label={t('store.telephone')}>{tel}</Row> : null}
          {has(start) || has(end) || has(store.bsns_conts) ? (
            <Row label={t('store.businessHours')}>
              {has(start) && has(end) ? t('store.businessHoursRange', { start, end }) : null}
              {has(start) && has(end) && has(store.bsns_conts) ? '\n' : null}
              {has(store.bsns_conts) ? store.bsns_conts : null}
            </Row>
          ) : null}
          {has(store.hldy_conts) || holidays.length > 0 ? (
            <Row label={t('store.holidays')}>
              {has(store.hldy_conts) ? store.hldy_conts : null}
              {holidays.length > 0 ? (
                <Dates>
                  {holidays.map((d) => (
                    <li key={d}>
                      <time dateTime={formatStoreDate(d).replace(/\./g, '-')}>{formatStoreDate(d)}</time>
                    </li>
                  ))}
                </Dates>
              ) : null}
            </Row>
          ) : null}
          {has(store.pick_desk_info) ? <Row label={t('store.pickupDesk')}>{store.pick_desk_info}</Row> : null}
          {has(addr) ? <Row label={t('store.address')}>{addr}</Row> : null}
          {has(store.road_info) ? <Row label={t('store.roadInfo')}>{store.road_info}</Row> : null}
        </Rows>
      </>
    );
  }

  return (
    <Modal
      open={open}
      title={t('store.infoTitle')}
      onDismiss={onClose}
      closeOnScrim
      busy={loading}
      data-testid="store-info-popup"
      footer={
        <Footer>
          {actions.call && has(tel) ? (
            <Button variant="secondary" onClick={() => onCall(tel)}>
              {t('store.call')}
            </Button>
          ) : null}
          {actions.copyAddress && has(addr) ? (
            <Button variant="secondary" onClick={() => onCopyAddress(addr)}>
              {t('store.copyAddress')}
            </Button>
          ) : null}
          {actions.map && onOpenMap && has(addr) ? (
            <Button variant="secondary" onClick={() => onOpenMap({ address: addr, ...(has(store?.str_nm) ? { name: store.str_nm } : {}) })}>
              {t('store.openMap')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('ui.close')}</Button>
        </Footer>
      }
    >
      {body}
    </Modal>
  );
}
