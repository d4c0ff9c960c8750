/** Common calls of the hybrid app (spec §7 public): server time, hash check, versions, view counts. */
import type { AppVersionResponse, CurrentTimeResponse, HashVerifyResponse } from '@bottle/api';
import { toYmdHms } from '@bottle/domain';
import { optStr, str } from '../http';
import { ack, type Registrars } from './register';

export function registerCommonRoutes({ pub }: Registrars): void {
  pub('/v2/hybridapp/common/crnttime', ({ backend }): CurrentTimeResponse => ({ crnt_time: toYmdHms(backend.now()) }));
  pub('/v2/hybridapp/common/hash', ({ body }): HashVerifyResponse => {
    // Demo rule: any hash passes except an empty one or one containing "tampered".
    const hash = optStr(body, 'hash') ?? '';
    return { valid_yn: hash && !hash.includes('tampered') ? 'Y' : 'N' };
  });
  pub('/v2/hybridapp/common/whole/app/ver', ({ backend }): AppVersionResponse => ({ ...backend.appVersions }));
  pub(
    '/v2/hybridapp/common/view/count/update',
    ack(({ body }) => {
      str(body, 'log_type');
      str(body, 'target_id');
    }),
  );
}
