/**
 * Draws for allocated bottles (a proposal beside spec §7: libs/api ASSUMPTIONS.md A39): the list
 * and a draw (login optional), entering and withdrawing (token), the published result.
 */
import type { DrawDetail, DrawListResponse, DrawResultResponse } from '@bottle/api';
import { Draws } from '../../state/draws';
import { optStr, str } from '../http';
import type { Registrars } from './register';

export function registerDrawRoutes({ pub, app }: Registrars): void {
  pub('/app/draw/list', ({ body, backend }): DrawListResponse => ({ list: new Draws(backend).listFor(optStr(body, 'prd_cd')) }));
  pub('/app/draw/info', ({ body, backend, cno }): DrawDetail => new Draws(backend).detail(str(body, 'draw_no'), cno));
  app('/app/draw/enter', ({ body, backend, cno }): Promise<DrawDetail> =>
    new Draws(backend).enter(cno, str(body, 'draw_no'), str(body, 'str_cd')),
  );
  app('/app/draw/withdraw', ({ body, backend, cno }): DrawDetail => new Draws(backend).withdraw(cno, str(body, 'draw_no')));
  pub('/app/draw/result', ({ body, backend }): DrawResultResponse => new Draws(backend).result(str(body, 'draw_no')));
}
