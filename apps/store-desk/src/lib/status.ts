/** A reservation's step as the desk names it: RESERVED splits into "to confirm" and "confirmed". */
import type { DeskReservation } from '@bottle/api/desk';
import type { DeskMessageKey } from './i18n';

export function deskStatusKey(r: Pick<DeskReservation, 'status' | 'confirmed_yn'>): DeskMessageKey {
  if (r.status === 'RESERVED') return r.confirmed_yn === 'Y' ? 'desk.status.CONFIRMED' : 'desk.status.WAITING';
  return `desk.status.${r.status}`;
}
