/**
 * Stores (spec §7 public) and pickup reservations (libs/api A15-A20), with the demo's staff desk
 * that moves a reservation along (mock only, not part of libs/api).
 */
import type {
  PickupCreateResponse,
  PickupInfoResponse,
  PickupListResponse,
  PickupPassCodeResponse,
  PickupStatus,
  StoreInfoResponse,
  StoreListResponse,
} from '@bottle/api';
import { dataset } from '../../data/dataset';
import { StoreDesk } from '../../state/desk';
import { badRequest, notFound } from '../../state/errors';
import { optNum, optStr, str } from '../http';
import { storeInfo } from '../present';
import { storePlace } from '../store-place';
import { ack, byKey, paged, type Registrars } from './register';

export function registerStoreAndPickupRoutes({ route, pub, app }: Registrars): void {
  pub('/app/store/list', ({ body, backend }): StoreListResponse => {
    const region = optStr(body, 'region_nm');
    return {
      str_list: dataset.stores
        .filter((s) => !region || s.str_addr.includes(region))
        .map((s) => ({ str_cd: s.str_cd, str_nm: s.str_nm, str_addr: s.str_addr, ...storePlace(s, backend.now()) })),
    };
  });
  pub('/app/store/info', ({ body, backend }): StoreInfoResponse =>
    storeInfo(
      byKey(dataset.stores, (s) => s.str_cd, str(body, 'strCd'), 'store'),
      backend.now(),
    ),
  );

  app('/app/pickup/create', ({ body, backend, cno }): PickupCreateResponse => {
    const idemKey = optStr(body, 'idem_key');
    const record = backend.createPickup(cno, {
      prd_cd: str(body, 'prd_cd'),
      qty: optNum(body, 'qty') ?? NaN,
      str_cd: str(body, 'str_cd'),
      pickup_dt: str(body, 'pickup_dt'),
      privacy_agree_yn: optStr(body, 'privacy_agree_yn') ?? 'N',
      ...(idemKey !== undefined ? { idem_key: idemKey } : {}),
    });
    return { pickup_no: record.pickup_no, pass_secret: backend.passSecret(record) };
  });
  app(
    '/app/pickup/list',
    paged(({ body, backend, cno }): PickupListResponse['list'] => {
      const status = optStr(body, 'status') as PickupStatus | undefined;
      return backend
        .pickups(cno)
        .map((r) => backend.toReservation(r))
        .filter((r) => !status || r.status === status);
    }),
  );
  app('/app/pickup/info', ({ body, backend, cno }): PickupInfoResponse =>
    backend.toReservation(backend.pickupRecord(cno, str(body, 'pickup_no'))),
  );
  app(
    '/app/pickup/cancel',
    ack(({ body, backend, cno }) => backend.cancelPickup(cno, str(body, 'pickup_no'))),
  );
  app(
    '/app/pickup/store/change',
    ack(({ body, backend, cno }) => backend.changePickupStore(cno, str(body, 'pickup_no'), str(body, 'str_cd'))),
  );
  app('/app/pickup/passcode', async ({ body, backend, cno }): Promise<PickupPassCodeResponse> => {
    const no = str(body, 'pickup_no');
    return { pickup_no: no, pass_cd: await backend.passCode(cno, no) };
  });

  // The demo's staff shortcuts (mock only, not part of libs/api): a desk's signed-in staff token
  // (`Authorization: Bearer`, the desk's sign-in) is required, and acts on that store only; over
  // HTTP the demo server also asks for the operator's key (apps/demo-server src/operator.ts).
  // The pass check and handover in one call, through the desk's own check (wrong codes limited).
  route({ method: 'POST', path: '/mock-api/staff/pickup/verify', service: 'mock', auth: 'staff' }, async ({ body, backend, strCd }) => {
    const desk = new StoreDesk(backend);
    const pickupNo = str(body, 'pickup_no');
    const { check_tkn } = await desk.check(strCd ?? '', pickupNo, str(body, 'pass_cd'));
    desk.handOver(strCd ?? '', pickupNo, check_tkn);
    return backend.toReservation(desk.record(strCd ?? '', pickupNo), false);
  });
  // A shelf count, as staff make it (stock that changed since the member looked, a
  // product coming back for reservation alarms), for demos and e2e journeys: the staff's store only.
  route({ method: 'POST', path: '/mock-api/staff/stock', service: 'mock', auth: 'staff' }, ({ body, backend, strCd: staffStore }) => {
    const prdCd = backend.product(str(body, 'prd_cd')).prd_cd;
    const strCd = str(body, 'str_cd');
    if (strCd !== staffStore) throw notFound(`no shelf of store ${strCd} at this desk`);
    // The count is of the shelf as it is now: holds that ran out have given their bottles back first.
    backend.tick();
    backend.setStock(prdCd, strCd, optNum(body, 'stock_qty') ?? NaN);
    return { prd_cd: prdCd, str_cd: strCd, stock_qty: backend.stockAt(prdCd, strCd) };
  });
  route({ method: 'POST', path: '/mock-api/staff/pickup/step', service: 'mock', auth: 'staff' }, ({ body, backend, strCd }) => {
    const stage = str(body, 'stage');
    if (stage !== 'CONFIRMED' && stage !== 'SET_ASIDE') throw badRequest('stage must be CONFIRMED or SET_ASIDE');
    const no = new StoreDesk(backend).record(strCd ?? '', str(body, 'pickup_no')).pickup_no;
    return backend.toReservation(backend.staffStep(no, stage), false);
  });
}
