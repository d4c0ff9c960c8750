/** A member's alarms (libs/api A15-A20): restock and reservation alarms listed, registered, deleted. */
import type { AlarmListResponse, AlarmRegisterResponse } from '@bottle/api';
import { badRequest } from '../../state/errors';
import { optStr, str } from '../http';
import { ack, type Registrars } from './register';

export function registerAlarmRoutes({ app }: Registrars): void {
  app('/app/alarm/list', ({ body, backend, cno }): AlarmListResponse => {
    const kind = optStr(body, 'alarm_kind');
    if (kind && kind !== 'restock' && kind !== 'reservation') throw badRequest('alarm_kind must be restock or reservation');
    return { list: backend.alarms(cno, kind as 'restock' | 'reservation' | undefined) };
  });
  app('/app/alarm/register', ({ body, backend, cno }): AlarmRegisterResponse => ({
    alarm_no: backend.registerAlarm(cno, str(body, 'alarm_kind') as 'restock', str(body, 'prd_cd'), optStr(body, 'str_cd')),
  }));
  app(
    '/app/alarm/delete',
    ack(({ body, backend, cno }) => backend.deleteAlarm(cno, str(body, 'alarm_no'))),
  );
}
