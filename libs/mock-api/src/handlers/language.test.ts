import { describe, expect, it } from 'vitest';
import { toYmd } from '@bottle/domain';
import { MockBackend } from '../state/backend';
import { MockClock } from '../clock';
import { dataset } from '../data/dataset';
import { inEnglish } from './language';
// The product routes register the aromas' English names when they load, as the server does.
import './routes/product';

const HANGUL = /[가-힣]/;
const T0 = Date.UTC(2026, 10, 2, 1, 0, 0); // 2026-11-02 10:00 KST

describe('given an English request to the demo backend', () => {
  it('when the member’s inbox holds the pushes of a reservation’s steps, then each title and body comes in English, naming the product and store', () => {
    const clock = new MockClock();
    clock.set(T0);
    const backend = new MockBackend({ clock });
    const session = backend.login('demo', 'bottle1234');
    const cno = backend.authenticate(session.access_token ?? '');
    const product = dataset.products.find((p) => backend.stockAt(p.prd_cd, '361') >= 1);
    if (!product) throw new Error('no product in stock at 361');
    const record = backend.createPickup(cno, {
      prd_cd: product.prd_cd,
      qty: 1,
      str_cd: '361',
      pickup_dt: toYmd(T0),
      privacy_agree_yn: 'Y',
    });
    backend.stepTo(record, 'CONFIRMED', T0);
    backend.stepTo(record, 'SET_ASIDE', T0);
    backend.stepTo(record, 'PICKED_UP', T0);
    const pushes = inEnglish(backend.pushList(cno));
    expect(pushes.length).toBeGreaterThanOrEqual(4);
    for (const p of pushes) {
      expect(p.title, p.title).not.toMatch(HANGUL);
      expect(p.body, p.body).not.toMatch(HANGUL);
      expect(p.title).toContain(product.prd_en_nm);
    }
    expect(pushes.map((p) => p.title.split(' · ')[0])).toEqual([
      'Picked up',
      'Ready for pickup',
      'Confirmed by the store',
      'Pickup reserved',
    ]);
    expect(pushes[1]?.body).toContain(dataset.storeByCode.get('361')?.str_en_nm);
    // The Korean answer is unchanged.
    expect(backend.pushList(cno)[3]?.title).toBe(`픽업 예약 접수 · ${product.prd_nm}`);
  });

  it('when it asks for the search words, then every top and recommended word comes in English', () => {
    for (const word of inEnglish([...dataset.content.top_words, ...dataset.content.recom_words])) expect(word).not.toMatch(HANGUL);
  });

  it('when a product’s aromas are answered, then they come in English', () => {
    expect(inEnglish(['바닐라', '오크', '꽃', '잘 익은 과실'])).toEqual(['Vanilla', 'Oak', 'Flowers', 'Ripe fruit']);
  });
});
