/**
 * The store desk's calls under /desk-api: a proposal for the chain's backend,
 * documented in apps/store-desk/README.md. Sign-in is public; every other call needs the staff
 * token it answers and acts on that store's reservations only (state/desk.ts).
 */
import type { DeskLoginResponse, DeskPassCheckResponse, DeskPickupListResponse, DeskPickupResponse, PickupStatus } from '@bottle/api';
import { StoreDesk } from '../../state/desk';
import type { HandlerContext } from '../http';
import { optStr, str } from '../http';
import type { Registrars } from './register';

/** The path prefix of every desk call (after the desk base, `/desk-api` by default). */
export const DESK_PATH = '/desk';

export function registerDeskRoutes({ route }: Registrars): void {
  const desk = (path: string, answer: (ctx: HandlerContext & { strCd: string; desk: StoreDesk }) => unknown) =>
    route({ method: 'POST', path: `${DESK_PATH}${path}`, service: 'desk', auth: 'staff' }, (ctx) =>
      answer({ ...ctx, strCd: ctx.strCd ?? '', desk: new StoreDesk(ctx.backend) }),
    );

  route({ method: 'POST', path: `${DESK_PATH}/session/login`, service: 'desk', auth: 'public' }, ({ body, backend }): DeskLoginResponse =>
    new StoreDesk(backend).login(str(body, 'str_cd'), str(body, 'pin')),
  );
  desk('/session/logout', ({ desk: d, bearer }) => {
    d.logout(bearer);
    return {};
  });
  desk('/pickup/list', ({ desk: d, strCd, body }): DeskPickupListResponse => ({
    list: d.list(strCd, optStr(body, 'status') as PickupStatus | undefined),
  }));
  desk('/pickup/confirm', ({ desk: d, strCd, body }): DeskPickupResponse => d.confirm(strCd, str(body, 'pickup_no')));
  desk('/pickup/ready', ({ desk: d, strCd, body }): DeskPickupResponse => d.ready(strCd, str(body, 'pickup_no')));
  desk('/pickup/check', ({ desk: d, strCd, body }): Promise<DeskPassCheckResponse> =>
    d.check(strCd, str(body, 'pickup_no'), str(body, 'pass_cd')),
  );
  desk('/pickup/handover', ({ desk: d, strCd, body }): DeskPickupResponse =>
    d.handOver(strCd, str(body, 'pickup_no'), str(body, 'check_tkn')),
  );
  desk('/pickup/refuse', ({ desk: d, strCd, body }): DeskPickupResponse =>
    d.refuse(strCd, str(body, 'pickup_no'), str(body, 'check_tkn'), str(body, 'rsn_cd'), optStr(body, 'rsn_txt')),
  );
}
