/**
 * The backend's alarms (spec §3 alarm kinds): restock and reservation-open alarms, registered by
 * members and spent by the push they ask for. Methods of `MockBackend` (state/backend.ts installs
 * them); `this` is the backend.
 */
import { toYmdHm, withParticle } from '@bottle/domain';
import type { Alarm, AlarmKind } from '@bottle/api';
import { dataset, productImage } from '../data/dataset';
import type { MockBackend } from './backend';
import { badRequest, notFound, refused } from './errors';
import { PUSH, titled } from './notices';

export interface AlarmRecord extends Omit<Alarm, 'prd_nm' | 'img_url' | 'reg_dt'> {
  reg_at: number;
}

/** Restock and reservation alarms. */
export class AlarmsArea {
  registerAlarm(this: MockBackend, cno: string, kind: AlarmKind, prdCd: string, strCd?: string): string {
    if (kind !== 'restock' && kind !== 'reservation') throw badRequest('alarm_kind must be restock or reservation');
    this.product(prdCd);
    const s = this.memberState(cno);
    const existing = s.alarms.find((a) => a.alarm_kind === kind && a.prd_cd === prdCd && (a.str_cd ?? null) === (strCd ?? null));
    if (existing) return existing.alarm_no;
    if (kind === 'restock') {
      const store = strCd ?? s.def_str_cd;
      if (store && this.stockAt(prdCd, store) > 0) throw refused('the product is in stock at this store');
    }
    const alarm: AlarmRecord = {
      alarm_no: this.nextId('AL'),
      alarm_kind: kind,
      prd_cd: prdCd,
      reg_at: this.now(),
      ...(strCd ? { str_cd: strCd } : {}),
    };
    s.alarms.unshift(alarm);
    this.changed();
    return alarm.alarm_no;
  }

  alarms(this: MockBackend, cno: string, kind?: AlarmKind): Alarm[] {
    return this.memberState(cno)
      .alarms.filter((a) => !kind || a.alarm_kind === kind)
      .map((a) => {
        const p = this.product(a.prd_cd);
        return {
          alarm_no: a.alarm_no,
          alarm_kind: a.alarm_kind,
          prd_cd: a.prd_cd,
          prd_nm: p.prd_nm,
          img_url: productImage(p),
          reg_dt: toYmdHm(a.reg_at),
          ...(a.str_cd ? { str_cd: a.str_cd } : {}),
        };
      });
  }

  deleteAlarm(this: MockBackend, cno: string, alarmNo: string): void {
    const s = this.memberState(cno);
    if (!s.alarms.some((a) => a.alarm_no === alarmNo)) throw notFound(`unknown alarm ${alarmNo}`);
    s.alarms = s.alarms.filter((a) => a.alarm_no !== alarmNo);
    this.changed();
  }

  hasAlarm(this: MockBackend, cno: string | null, prdCd: string): boolean {
    return !!cno && this.memberState(cno).alarms.some((a) => a.prd_cd === prdCd);
  }

  /** Reservation sale opens for a product: members with a reservation alarm get a push, once. */
  openReservation(this: MockBackend, prdCd: string): number {
    const name = this.product(prdCd).prd_nm;
    const enName = this.product(prdCd).prd_en_nm;
    const members = spendAlarms(this, (a) => a.alarm_kind === 'reservation' && a.prd_cd === prdCd);
    for (const cno of members) {
      // The link opens the reservation flow itself: the member asked to reserve it.
      this.push(
        cno,
        PUSH.pickupOpenBefore,
        titled('예약 오픈 알림', name),
        `${name} 픽업 예약이 시작되었습니다.`,
        `/pickup/reserve/${prdCd}`,
        {
          title: titled('Reservations open', enName),
          body: `Pickup reservations for ${enName} have started.`,
        },
      );
    }
    this.changed();
    return members.length;
  }
}

/** Restock: every member with a restock alarm for the product (at that store or any) gets a push, once. */
export function notifyRestock(backend: MockBackend, prdCd: string, strCd: string): void {
  const name = backend.product(prdCd).prd_nm;
  const store = dataset.storeByCode.get(strCd)?.str_nm ?? strCd;
  const enName = backend.product(prdCd).prd_en_nm;
  const enStore = dataset.storeByCode.get(strCd)?.str_en_nm ?? strCd;
  const members = spendAlarms(backend, (a) => a.alarm_kind === 'restock' && a.prd_cd === prdCd && (!a.str_cd || a.str_cd === strCd));
  for (const cno of members) {
    backend.push(
      cno,
      PUSH.soldOutRestockY,
      titled('재입고 알림', name),
      `${store}에 ${withParticle(name, '이/가')} 재입고되었습니다.`,
      `/product/${prdCd}`,
      {
        title: titled('Back in stock', enName),
        body: `${enName} is back in stock at ${enStore}.`,
      },
    );
  }
}

/**
 * Removes every member's alarms that `spent` matches and returns the members who had one: an
 * alarm asks for one push, so it is spent by the push it asked for and never sends twice.
 */
function spendAlarms(backend: MockBackend, spent: (alarm: AlarmRecord) => boolean): string[] {
  const members: string[] = [];
  for (const [cno, s] of Object.entries(backend.state.members)) {
    const hits = s.alarms.filter(spent);
    if (!hits.length) continue;
    s.alarms = s.alarms.filter((a) => !hits.includes(a));
    members.push(cno);
  }
  return members;
}
