/**
 * Search did not forgive spelling. "샤또" found nothing, not even in
 * autocomplete, because the catalogue writes 샤토. Over HTTP, with the demo catalogue.
 */
import { describe, expect, it } from 'vitest';
import type { AutocompleteResponse, SearchResultResponse } from '@bottle/api';
import { gatewayCall, setupMockServer } from './support/mock-http';

setupMockServer();

async function post<T>(path: string, body: unknown): Promise<T> {
  const answer = await gatewayCall<T>(path, body);
  expect(answer.status).toBe(200);
  return answer.body;
}

const wine = (keyword: string, extra: Record<string, unknown> = {}) =>
  post<SearchResultResponse>('/app/search/wine/result/list', { keyword, page_size: 100, ...extra });
const liquor = (keyword: string) => post<SearchResultResponse>('/app/search/liquor/result/list', { keyword, page_size: 100 });
const autocomplete = (keyword: string) => post<AutocompleteResponse>('/app/search/autocomplete', { keyword });
const codes = (r: SearchResultResponse) => r.list.map((p) => p.prd_cd).sort();

describe('search results forgive spelling', () => {
  it('given "샤또", when wines are searched, then the 샤토 wines come and the answer says they were found as 샤토', async () => {
    const typed = await wine('샤또');
    const catalogue = await wine('샤토');
    expect(catalogue.total_cnt).toBeGreaterThan(5);
    expect(typed.total_cnt).toBe(catalogue.total_cnt);
    expect(codes(typed)).toEqual(codes(catalogue));
    expect(typed.matched_keyword).toBe('샤토');
    expect(catalogue.matched_keyword).toBeUndefined();
  });

  it('given "샤또", when liquors are searched and none is a 샤토, then nothing comes and the page names the catalogue spelling (the one the wine section used), so the screen says ‘샤토’ found nothing', async () => {
    const r = await liquor('샤또');
    expect(r.total_cnt).toBe(0);
    expect(r.matched_keyword).toBe('샤토');
  });

  it.each([
    ['까베르네 쇼비뇽', '카베르네 소비뇽'],
    ['멀롯', '메를로'],
    ['리즐링', '리슬링'],
    ['샤도네이', '샤르도네'],
    ['진펀델', '진판델'],
    ['샴페인', '샹파뉴'],
  ])('given "%s", then wines of %s come with that spelling named', async (typed, spelled) => {
    const r = await wine(typed);
    expect(r.total_cnt).toBeGreaterThan(0);
    expect(r.total_cnt).toBe((await wine(spelled)).total_cnt);
    expect(r.matched_keyword).toBe(spelled);
  });

  it('given the spaces typed differently ("피노누아"), then the same wines as "피노 누아" come, as typed (no other spelling)', async () => {
    const r = await wine('피노누아');
    expect(r.total_cnt).toBeGreaterThan(0);
    expect(codes(r)).toEqual(codes(await wine('피노 누아')));
    expect(r.matched_keyword).toBeUndefined();
  });

  it('given initial consonants "ㅅㅌ ㅁㄱ", then 샤토 마고 comes', async () => {
    const r = await wine('ㅅㅌ ㅁㄱ');
    expect(r.list.map((p) => p.prd_nm)).toContain('샤토 마고 2020');
    expect(r.matched_keyword).toBeUndefined();
  });

  it('given "샤또" and a type filter, then the filter still applies to the forgiving match', async () => {
    const all = await wine('샤또');
    const red = await wine('샤또', { filters: { type: ['034006001'] } });
    expect(red.total_cnt).toBeGreaterThan(0);
    expect(red.total_cnt).toBeLessThanOrEqual(all.total_cnt);
    expect(red.list.every((p) => p.type_cd === '034006001')).toBe(true);
    expect(red.matched_keyword).toBe('샤토');
  });
});

describe('autocomplete forgives spelling and initials', () => {
  it('given "샤또", then 샤토 names are suggested, those starting with 샤토 first', async () => {
    const { word_list } = await autocomplete('샤또');
    expect(word_list.length).toBeGreaterThan(3);
    expect(word_list.length).toBeLessThanOrEqual(10);
    expect(word_list[0]).toMatch(/^샤토/);
    expect(word_list.every((w) => w.includes('샤토'))).toBe(true);
  });

  it('given initials "ㅅㅌ", then names whose initials start so come first, 샤토 among them', async () => {
    const { word_list } = await autocomplete('ㅅㅌ');
    expect(word_list.some((w) => w.startsWith('샤토'))).toBe(true);
  });

  it('given a syllable still being typed ("샽"), then 샤토 names come', async () => {
    const { word_list } = await autocomplete('샽');
    expect(word_list[0]).toMatch(/^샤토/);
  });
});

describe('autocomplete names grapes too', () => {
  it('given "멀롯", whose catalogue spelling 메를로 is a grape, then 메를로 is suggested', async () => {
    const { word_list } = await autocomplete('멀롯');
    expect(word_list).toContain('메를로');
  });
});
