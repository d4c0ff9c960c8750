/**
 * The sommelier's words: why the products were chosen, in the member's language, or
 * an honest "nothing fits" that suggests widening the request.
 */
import { finalConsonantOf, withParticle } from '@bottle/domain';
import type { SeedProduct } from '../data/types';
import type { Lang, SommelierRequest } from './request';

const won = (n: number) => `${n.toLocaleString('en-US')}`;

/**
 * A tasting note as a sentence with its verb: the catalogue's notes are noun phrases ("…풀바디
 * 레드 와인."), which alone read as a sentence without a verb; the copula follows the last
 * syllable (와인이에요, 스타일이에요, 와이너리예요).
 */
export function noteSentence(note: string): string {
  const phrase = note.trim().replace(/[.。]+$/, '');
  if (!phrase) return '';
  if (/(요|다|니다)$/.test(phrase)) return `${phrase}.`;
  return `${phrase}${finalConsonantOf(phrase) === 0 ? '예요' : '이에요'}.`;
}

/** The answer's text for the products chosen; `relaxed` names the criteria dropped to find them. */
export function explain(req: SommelierRequest, products: SeedProduct[], relaxed: string[], lang: Lang): string {
  if (!products.length) {
    return lang === 'ko'
      ? '말씀하신 조건에 맞고 지금 매장에 재고가 있는 상품을 찾지 못했어요. 예산이나 종류를 조금 넓혀 보시겠어요?'
      : "I couldn't find anything in stock at your store that fits. Could you widen the budget or the type?";
  }
  const parts: string[] = [];
  if (lang === 'ko') {
    if (req.foods?.length) parts.push('음식과의 궁합');
    if (req.sweet) parts.push(req.sweet === 'dry' ? '드라이한 맛' : '달콤한 맛');
    if (req.body) parts.push(req.body === 'full' ? '묵직한 바디감' : '가벼운 바디감');
    if (req.smoky) parts.push('스모키한 풍미');
    if (req.maxPrice !== undefined) parts.push(`${won(req.maxPrice)}원 이하 예산`);
    if (req.gift) parts.push('선물용');
    // Particles follow the word (spec §9, libs/domain): "예산을", never "예산을(를)".
    const why = parts.length ? `${withParticle(parts.join(', '), '을/를')} 고려해 ` : '';
    const first = products[0];
    const note = first ? ` 특히 ${withParticle(first.prd_nm, '은/는')} ${noteSentence(first.tasting_note)}` : '';
    const relax = relaxed.length ? ' (조건 일부를 완화해 찾았어요.)' : '';
    return `${why}매장에 재고가 있는 ${products.length}가지를 골랐어요.${note}${relax}`;
  }
  if (req.foods?.length) parts.push('the food match');
  if (req.sweet) parts.push(req.sweet === 'dry' ? 'a dry taste' : 'a sweet taste');
  if (req.body) parts.push(req.body === 'full' ? 'a full body' : 'a light body');
  if (req.smoky) parts.push('smokiness');
  if (req.maxPrice !== undefined) parts.push(`a budget of ${won(req.maxPrice)} won`);
  if (req.gift) parts.push('gifting');
  const why = parts.length ? `With ${parts.join(', ')} in mind, ` : '';
  const first = products[0];
  const note = first ? ` ${first.prd_en_nm}: ${first.tasting_note_en}` : '';
  const relax = relaxed.length ? ' (I relaxed part of the request to find these.)' : '';
  return `${why}here ${products.length === 1 ? 'is 1 bottle' : `are ${products.length} bottles`} in stock at your store.${note}${relax}`;
}
