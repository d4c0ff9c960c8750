/**
 * /app/chat, /app/chat/image and /app/chat/feedback (spec §7, libs/api A14) answered by the
 * local sommelier. The thread id travels in THREAD_ID_HEADER both ways (spec §3, §4): a request
 * without one starts a thread, and every answer carries it.
 */
import type { ChatFeedbackResponse, ChatResponse } from '@bottle/api';
import { finalConsonantOf, THREAD_ID_HEADER } from '@bottle/domain';
import { dataset } from '../data/dataset';
import type { ChatThread, MockBackend } from '../state/backend';
import { badRequest, notFound } from '../state/errors';
import {
  detectLang,
  findBarcodeInUpload,
  followUp,
  mergeRequest,
  noteSentence,
  parseMessage,
  recommend,
  type SommelierRequest,
} from '../sommelier/index';
import { optStr, str, type HandlerContext } from './http';
import { summary } from './present';

/** How many stores with stock a photo answer names when the member's store has none. */
const OTHER_STORES_NAMED = 3;

/** The store the sommelier checks stock at: the last logged-in member's main store, else 361 (spec §9). */
export function sommelierStore(backend: MockBackend): string {
  const cno = backend.state.last_cno;
  return (cno && backend.memberState(cno).def_str_cd) || '361';
}

function thread(ctx: HandlerContext): ChatThread {
  const { backend } = ctx;
  const requested = ctx.request.headers.get(THREAD_ID_HEADER);
  let t = requested ? backend.state.threads[requested] : undefined;
  if (!t) {
    const id = `thread-${backend.state.seq + 1}-${backend.now().toString(36)}`;
    backend.state.seq += 1;
    t = { id, context: {}, shown: [], messages: [] };
    backend.state.threads[id] = t;
  }
  ctx.responseHeaders[THREAD_ID_HEADER] = t.id;
  return t;
}

function messageId(backend: MockBackend): string {
  backend.state.seq += 1;
  return `msg-${backend.state.seq}`;
}

/** One sommelier turn over a thread; exported for tests and the state API. */
export function sommelierTurn(backend: MockBackend, t: ChatThread, text: string): ChatResponse {
  const lang = detectLang(text);
  const previous = t.context as SommelierRequest;
  const parsed = parseMessage(text);
  const follow = followUp(text);
  let request = mergeRequest(previous, parsed);
  const cheapestShown = Math.min(...t.shown.map((c) => dataset.productByCode.get(c)?.price ?? Infinity));
  if (follow.cheaper && Number.isFinite(cheapestShown))
    request = { ...request, maxPrice: Math.min(request.maxPrice ?? Infinity, cheapestShown - 1) };
  if (follow.pricier && t.shown.length) {
    const top = Math.max(...t.shown.map((c) => dataset.productByCode.get(c)?.price ?? 0));
    request = { ...request, minPrice: top + 1 };
    delete request.maxPrice;
  }
  const store = sommelierStore(backend);
  const understood = Object.keys(parsed).length > 0 || follow.cheaper || follow.pricier || follow.another;
  const id = messageId(backend);
  t.messages.push({ message_id: `${id}-q`, role: 'user', text });
  if (!understood && !Object.keys(previous).length) {
    const answer =
      lang === 'ko'
        ? '어떤 자리에서 드실지, 함께 드실 음식, 예산, 좋아하시는 맛(드라이, 달콤, 묵직한, 스모키 등)을 알려 주시면 매장에 있는 상품으로 추천해 드릴게요.'
        : 'Tell me the occasion, the food, your budget and the taste you like (dry, sweet, full-bodied, smoky…) and I will pick bottles in stock at your store.';
    t.messages.push({ message_id: id, role: 'assistant', text: answer });
    return {
      message_id: id,
      answer,
      suggestion_list:
        lang === 'ko'
          ? ['스테이크에 어울리는 레드 와인', '5만원 이하 선물용 위스키', '달콤한 스파클링']
          : ['Red wine for steak', 'Whisky gift under 50,000 won', 'Sweet sparkling wine'],
    };
  }
  const rec = recommend(request, {
    inStock: (p) => backend.stockAt(p.prd_cd, store) > 0,
    exclude: follow.another || follow.cheaper || follow.pricier ? t.shown : [],
    lang,
    limit: 3,
  });
  t.context = request as Record<string, unknown>;
  t.shown = [...new Set([...t.shown, ...rec.products.map((p) => p.prd_cd)])];
  t.messages.push({ message_id: id, role: 'assistant', text: rec.answer, prd_cds: rec.products.map((p) => p.prd_cd) });
  backend.changed();
  return {
    message_id: id,
    answer: rec.answer,
    prd_list: rec.products.map((p) => summary(backend, p, backend.state.last_cno)),
    suggestion_list:
      lang === 'ko'
        ? ['더 저렴한 걸로', '다른 추천', '선물 포장되는 걸로']
        : ['Something cheaper', 'Show me another', 'Something for a gift'],
  };
}

export function chatMessage(ctx: HandlerContext): ChatResponse {
  const text = str(ctx.body, 'message');
  if (text.length > 1000) throw badRequest('message is at most 1000 characters');
  return sommelierTurn(ctx.backend, thread(ctx), text);
}

export async function chatImage(ctx: HandlerContext): Promise<ChatResponse> {
  const image = str(ctx.body, 'image');
  const message = optStr(ctx.body, 'message');
  const t = thread(ctx);
  const { backend } = ctx;
  const lang = detectLang(message ?? '한');
  const barcode = await findBarcodeInUpload(image, message);
  const id = messageId(backend);
  if (!barcode) {
    const answer =
      lang === 'ko'
        ? '죄송해요, 사진에서 라벨이나 바코드를 알아보지 못했어요. 상품 이름을 알려 주시겠어요?'
        : "Sorry, I couldn't recognise the label or a barcode in the photo. Could you tell me the product's name?";
    t.messages.push({ message_id: id, role: 'assistant', text: answer });
    backend.changed();
    return { message_id: id, answer };
  }
  const p = dataset.productByBarcode.get(barcode);
  if (!p) throw notFound(`unknown barcode ${barcode}`);
  const store = sommelierStore(backend);
  const stock = backend.stockAt(p.prd_cd, store);
  const storeNm = dataset.storeByCode.get(store)?.str_nm ?? store;
  const price = p.price.toLocaleString('en-US');
  // None at the member's store: say so in words and name stores that have it (in the store
  // list's order: no distance is known), never "재고 0병" alone.
  const others = stock > 0 ? [] : backend.storeStock(p.prd_cd).filter((s) => s.stock_qty > 0 && s.str_cd !== store);
  const shown = others.slice(0, OTHER_STORES_NAMED);
  const answer =
    lang === 'ko'
      ? `${p.prd_nm}${finalConsonantOf(p.prd_nm) === 0 ? '예요' : '이에요'} (${p.nation_nm} ${p.region_nm}, ${p.style_nm}). ${noteSentence(p.tasting_note)} ` +
        (stock > 0
          ? `${storeNm}에 ${stock}병 있고, 가격은 ${price}원이에요.`
          : `${storeNm}에는 지금 재고가 없어요. ` +
            (shown.length
              ? `${shown.map((s) => `${s.str_nm}(${s.stock_qty}병)`).join(', ')}${others.length > shown.length ? ` 등 ${others.length}곳` : ''}에 있어요. 상품 화면의 픽업 예약에서 매장을 고를 수 있어요. 가격은 ${price}원이에요.`
              : `재고가 있는 매장이 없어요. 상품 화면에서 재입고 알림을 신청해 보세요. 가격은 ${price}원이에요.`))
      : `${p.prd_en_nm} (${p.nation_en_nm}, ${p.region_en_nm}, ${p.style_en_nm}). ${p.tasting_note_en} ` +
        (stock > 0
          ? `${stock} in stock at ${storeNm}, ${price} won.`
          : `None at ${storeNm} right now. ` +
            (shown.length
              ? `${shown.map((s) => `${s.str_nm} (${s.stock_qty})`).join(', ')}${others.length > shown.length ? ` and ${others.length - shown.length} more stores` : ''} have it: choose one when you reserve a pickup on the product page. ${price} won.`
              : `No store has it now: ask for a restock alert on the product page. ${price} won.`));
  t.shown = [...new Set([...t.shown, p.prd_cd])];
  t.context = { ...t.context, types: [p.type_cd] };
  t.messages.push({ message_id: id, role: 'assistant', text: answer, prd_cds: [p.prd_cd] });
  backend.changed();
  return { message_id: id, answer, prd_list: [summary(backend, p, backend.state.last_cno)] };
}

export function chatFeedback(ctx: HandlerContext): ChatFeedbackResponse {
  const id = str(ctx.body, 'message_id');
  const rating = str(ctx.body, 'rating');
  if (rating !== 'up' && rating !== 'down') throw badRequest('rating must be up or down');
  thread(ctx);
  const comment = optStr(ctx.body, 'comment');
  ctx.backend.state.feedback.push({ message_id: id, rating, at: ctx.backend.now(), ...(comment ? { comment } : {}) });
  ctx.backend.changed();
  return { message_id: id, saved: true };
}
