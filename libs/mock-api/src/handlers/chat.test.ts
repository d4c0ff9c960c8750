import { describe, expect, it } from 'vitest';
import { MockBackend, type ChatThread } from '../state/backend';
import { MockClock } from '../clock';
import { chatImage, sommelierTurn, sommelierStore } from './chat';
import { noteSentence } from '../sommelier/index';
import { dataset } from '../data/dataset';
import type { SeedProduct } from '../data/types';

function conversation(loginId = 'demo') {
  const clock = new MockClock();
  clock.set(Date.UTC(2026, 10, 2, 3));
  const backend = new MockBackend({ clock });
  backend.login(loginId, 'bottle1234');
  const thread: ChatThread = { id: 't', context: {}, shown: [], messages: [] };
  const store = sommelierStore(backend);
  const ask = (text: string) => {
    const answer = sommelierTurn(backend, thread, text);
    const products = (answer.prd_list ?? []).map((s) => {
      const p = dataset.productByCode.get(s.prd_cd);
      if (!p) throw new Error(`unknown ${s.prd_cd}`);
      return p;
    });
    for (const p of products) expect(backend.stockAt(p.prd_cd, store), `${p.prd_cd} in stock at ${store}`).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(5);
    return { answer, products };
  };
  return { backend, thread, store, ask };
}

/** Asks once in a new conversation: something is recommended, and every product passes `check`. */
function everyRecommended(text: string, check: (p: SeedProduct) => void): void {
  const { products } = conversation().ask(text);
  expect(products.length).toBeGreaterThan(0);
  for (const p of products) check(p);
}

const WINE_RED = '034006001';
const WHISKY = ['034005001', '034005009', '034005010', '034005011'];

/** What every recommended product must be: one of the types, and within the bounds given. */
interface Wanted {
  types: readonly string[];
  tag?: string;
  minPrice?: number;
  maxPrice?: number;
  minSweetness?: number;
  maxSweetness?: number;
  minBody?: number;
}

function expectWanted(p: SeedProduct, wanted: Wanted): void {
  expect(wanted.types).toContain(p.type_cd);
  if (wanted.tag !== undefined) expect(p.tags).toContain(wanted.tag);
  if (wanted.minPrice !== undefined) expect(p.price).toBeGreaterThanOrEqual(wanted.minPrice);
  if (wanted.maxPrice !== undefined) expect(p.price).toBeLessThanOrEqual(wanted.maxPrice);
  if (wanted.minSweetness !== undefined) expect(p.sweetness).toBeGreaterThanOrEqual(wanted.minSweetness);
  if (wanted.maxSweetness !== undefined) expect(p.sweetness).toBeLessThanOrEqual(wanted.maxSweetness);
  if (wanted.minBody !== undefined) expect(p.body).toBeGreaterThanOrEqual(wanted.minBody);
}

describe('the local sommelier, in Korean', () => {
  it('recommends red wine for steak within 50,000 won', () => {
    const { ask } = conversation();
    const { products, answer } = ask('스테이크에 어울리는 레드 와인 5만원 이하로 추천해 줘');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.type_cd).toBe(WINE_RED);
      expect(p.price).toBeLessThanOrEqual(50000);
      expect(p.foods).toContain('steak');
    }
    expect(answer.answer).toContain('재고');
  });

  it('writes its particles after the word, never the neutral "을(를)" form', () => {
    const { answer } = conversation().ask('스테이크에 어울리는 레드 와인 5만원 이하로 추천해 줘').answer;
    expect(answer).toContain('예산을 고려해');
    expect(answer).not.toMatch(/을\(를\)|은\(는\)|이\(가\)/);
  });

  it.each<{ title: string; text: string; wanted: Wanted }>([
    { title: 'sweet sparkling wine', text: '달콤한 스파클링 와인 있어요?', wanted: { types: ['034006002'], minSweetness: 4 } },
    { title: 'a smoky whisky', text: '스모키한 위스키 추천', wanted: { types: WHISKY, tag: 'smoky' } },
    {
      title: 'white wine for sashimi under 30,000 won',
      text: '회랑 먹을 화이트 와인, 3만원 이하',
      wanted: { types: ['034006004'], maxPrice: 30000 },
    },
    {
      title: 'a whisky gift between 50,000 and 150,000 won',
      text: '아버지 선물용 위스키 5만원에서 15만원 사이',
      wanted: { types: WHISKY, minPrice: 50000, maxPrice: 150000 },
    },
    { title: 'sake for sushi', text: '초밥이랑 어울리는 사케', wanted: { types: ['034005005'] } },
    { title: 'a full-bodied dry red', text: '묵직하고 드라이한 레드 와인', wanted: { types: [WINE_RED], minBody: 4, maxSweetness: 2 } },
    { title: 'a non-alcoholic wine', text: '무알콜 와인 있나요', wanted: { types: ['034006005'] } },
    {
      title: 'gin for a highball and keeps within 40,000 won',
      text: '하이볼 만들 진 4만원 이하',
      wanted: { types: ['034005014'], maxPrice: 40000 },
    },
  ])('recommends $title', ({ text, wanted }) => everyRecommended(text, (p) => expectWanted(p, wanted)));

  it('recommends rose under 20,000 won for tteokbokki', () => {
    const { products } = conversation().ask('떡볶이에 로제 2만원 이하');
    for (const p of products) {
      expect(p.type_cd).toBe('034006003');
      expect(p.price).toBeLessThanOrEqual(20000);
    }
  });

  it('keeps the type when asked for something cheaper, and goes below what it showed', () => {
    const { ask } = conversation();
    const first = ask('보르도 레드 와인 추천');
    expect(first.products.length).toBeGreaterThan(0);
    const cheapest = Math.min(...first.products.map((p) => p.price));
    const second = ask('더 저렴한 걸로');
    expect(second.products.length).toBeGreaterThan(0);
    for (const p of second.products) {
      expect(p.type_cd).toBe(WINE_RED);
      expect(p.price).toBeLessThan(cheapest);
    }
  });

  it('shows different bottles when asked for another one', () => {
    const { ask } = conversation();
    const first = ask('샴페인 추천해 주세요');
    const second = ask('다른 거 보여 줘');
    const firstCodes = new Set(first.products.map((p) => p.prd_cd));
    expect(second.products.length).toBeGreaterThan(0);
    for (const p of second.products) {
      expect(firstCodes.has(p.prd_cd)).toBe(false);
      expect(p.type_cd).toBe('034006002');
    }
  });

  it('changes type when the member changes their mind, keeping the budget', () => {
    const { ask } = conversation();
    ask('10만원 이하 레드 와인');
    const { products } = ask('아니, 화이트로');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.type_cd).toBe('034006004');
      expect(p.price).toBeLessThanOrEqual(100000);
    }
  });

  it('asks what the member wants when the message says nothing it can use', () => {
    const { answer } = conversation().ask('안녕하세요');
    expect(answer.prd_list).toBeUndefined();
    expect(answer.answer).toContain('예산');
  });

  it('says so when nothing in stock fits an impossible budget', () => {
    const { answer, products } = conversation().ask('1000원 이하 싱글몰트 위스키');
    expect(products).toEqual([]);
    expect(answer.answer).toContain('찾지 못했어요');
  });
});

describe('the local sommelier, in English', () => {
  it('recommends a red for steak under 60,000 won', () => {
    const { products, answer } = conversation().ask('A red wine to go with steak, under 60,000 won');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.type_cd).toBe(WINE_RED);
      expect(p.price).toBeLessThanOrEqual(60000);
    }
    expect(answer.answer).toMatch(/in stock/);
  });

  it.each<[string, string, string, (p: SeedProduct) => void]>([
    ['a smoky single malt', 'Something smoky, a single malt please', '034005009', (p) => expect(p.tags).toContain('smoky')],
    ['a dry white for oysters', 'dry white wine for oysters', '034006004', (p) => expect(p.sweetness).toBeLessThanOrEqual(2)],
    ['bourbon under 50k for a party', 'bourbon for a party under 50k', '034005010', (p) => expect(p.price).toBeLessThanOrEqual(50000)],
    [
      'a sweet dessert wine for chocolate',
      'a sweet fortified wine with chocolate cake',
      '034006008',
      (p) => expect(p.sweetness).toBeGreaterThanOrEqual(4),
    ],
    [
      'a cognac gift over 100,000 won',
      'a cognac gift, over 100,000 won',
      '034005002',
      (p) => expect(p.price).toBeGreaterThanOrEqual(100000),
    ],
  ])('recommends %s', (_what, text, type, check) =>
    everyRecommended(text, (p) => {
      expect(p.type_cd).toBe(type);
      check(p);
    }),
  );

  it('keeps context for a pricier follow-up', () => {
    const { ask } = conversation();
    const first = ask('tequila please');
    const top = Math.max(...first.products.map((p) => p.price));
    const second = ask('something more expensive');
    for (const p of second.products) {
      expect(p.type_cd).toBe('034005012');
      expect(p.price).toBeGreaterThan(top);
    }
  });

  it('uses the member store: a member of store 201 only gets bottles in stock at 201', () => {
    const c = conversation('family');
    const { products } = c.ask('natural wine');
    const store = c.store;
    expect(store).toBe('201');
    for (const p of products) expect(p.type_cd).toBe('034006007');
  });
});

describe('a label photo of a bottle the member store does not have', () => {
  /** The demo member (잠실점) sends a photo whose label carries `prd`'s barcode. */
  async function photoOf(prdCd: string, prepare?: (backend: MockBackend) => void) {
    const clock = new MockClock();
    clock.set(Date.UTC(2026, 10, 2, 3));
    const backend = new MockBackend({ clock });
    const session = backend.login('demo', 'bottle1234');
    const cno = backend.authenticate(session.access_token ?? '');
    prepare?.(backend);
    const p = dataset.productByCode.get(prdCd);
    if (!p) throw new Error(`unknown ${prdCd}`);
    const ctx = {
      backend,
      request: new Request('http://localhost/app/chat/image', { method: 'POST' }),
      body: { image: 'data:image/png;base64,AAAA', message: `이 와인 뭐예요? ${p.barcode}` },
      cno,
      strCd: null,
      bearer: null,
      accessToken: null,
      responseHeaders: {},
    };
    return { answer: (await chatImage(ctx)).answer, backend, p };
  }

  it('given 잠실점 has none and other stores do, then it says so in words and names stores with their stock, never "재고 0병"', async () => {
    const { answer, backend, p } = await photoOf('W00027'); // none at 361, 20 other stores have it
    expect(backend.stockAt(p.prd_cd, '361')).toBe(0);
    expect(answer).not.toMatch(/재고 0병/);
    expect(answer).toContain('보틀 잠실점에는 지금 재고가 없어요.');
    const withStock = backend.storeStock(p.prd_cd).filter((s) => s.stock_qty > 0);
    const first = withStock[0];
    expect(answer).toContain(`${first?.str_nm}(${first?.stock_qty}병)`);
    expect(answer).toContain(`등 ${withStock.length}곳에 있어요.`);
  });

  it('given no store has it, then it offers the restock alert instead', async () => {
    const { answer } = await photoOf('W00027', (backend) => {
      for (const s of backend.storeStock('W00027')) if (s.stock_qty > 0) backend.setStock('W00027', s.str_cd, 0);
    });
    expect(answer).toContain('재고가 있는 매장이 없어요. 상품 화면에서 재입고 알림을 신청해 보세요.');
  });

  it('given the product is at 잠실점, then every sentence has its verb: the name, the note and the stock', async () => {
    const { answer, p } = await photoOf('W00001');
    expect(answer.startsWith(`${p.prd_nm}이에요 (`)).toBe(true);
    expect(answer).toContain(`${p.tasting_note.replace(/\.$/, '')}이에요.`);
    expect(answer).toMatch(/보틀 잠실점에 \d+병 있고, 가격은 [\d,]+원이에요\.$/);
  });
});

describe('noteSentence', () => {
  it('gives a noun-phrase note its copula after the last syllable, and leaves a sentence alone', () => {
    expect(noteSentence('부드러운 타닌과 꿀 향이 어우러지는 풀바디 레드 와인.')).toBe(
      '부드러운 타닌과 꿀 향이 어우러지는 풀바디 레드 와인이에요.',
    );
    expect(noteSentence('묵직하고 진한 스타일.')).toBe('묵직하고 진한 스타일이에요.');
    expect(noteSentence('가볍게 즐기는 와이너리')).toBe('가볍게 즐기는 와이너리예요.');
    expect(noteSentence('향이 좋아요.')).toBe('향이 좋아요.');
  });
});
