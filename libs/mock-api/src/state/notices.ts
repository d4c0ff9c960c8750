/**
 * The backend's push notices: sent to a member's inbox (Korean, with the English twin the list
 * answers an English request with), listed, read and deleted. Methods of `MockBackend`
 * (state/backend.ts installs them); `this` is the backend.
 */
import { PUSH_MESSAGE_TYPES, toYmdHm } from '@bottle/domain';
import type { PushMessageType, PushNotice } from '@bottle/api';
import type { MockBackend } from './backend';
import { registerTwin } from '../handlers/language';

/**
 * A notice's title: what happened and to which product (or store), so the inbox tells one
 * reservation's notices from another's without opening them ("픽업 준비 완료 · 샤토 딸보 2022").
 */
export const titled = (what: string, subject: string) => `${what} · ${subject}`;

/** Push codes of libs/domain (spec §3 push message types): the one source of the wire codes. */
export const PUSH = PUSH_MESSAGE_TYPES.byName;

/** The members' push inboxes. */
export class NoticesArea {
  /**
   * A push to the member, stored as the chain sends it (Korean); `en` is its English twin, which
   * the list answers an English request with (handlers/language.ts), as the chain's push server
   * keeps each template in both languages. Every push the demo sends gives it.
   */
  push(
    this: MockBackend,
    cno: string,
    type: PushMessageType,
    title: string,
    body: string,
    linkUrl?: string,
    en?: { title: string; body: string },
  ): PushNotice {
    if (en) {
      registerTwin(title, en.title);
      registerTwin(body, en.body);
    }
    const notice: PushNotice = {
      push_no: this.nextId('PS'),
      push_type: type,
      title,
      body,
      send_dt: toYmdHm(this.now()),
      read_yn: 'N',
      link_kind: linkUrl ? 'APPLIST' : 'USELESS',
      ...(linkUrl ? { link_url: linkUrl } : {}),
    };
    this.memberState(cno).pushes.unshift(notice);
    return notice;
  }

  pushList(this: MockBackend, cno: string): PushNotice[] {
    this.tick();
    return this.memberState(cno).pushes;
  }

  readPush(this: MockBackend, cno: string, pushNo?: string): void {
    for (const p of this.memberState(cno).pushes) if (!pushNo || p.push_no === pushNo) p.read_yn = 'Y';
    this.changed();
  }

  deletePush(this: MockBackend, cno: string, pushNo?: string): void {
    const s = this.memberState(cno);
    s.pushes = pushNo ? s.pushes.filter((p) => p.push_no !== pushNo) : [];
    this.changed();
  }
}
