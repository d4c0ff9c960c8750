import { describe, expect, it } from 'vitest';
import { canConfirmMainStore, mainStoreOnSkip, storeInfoActions, storeInfoCode, storeMapUrl } from './store';

describe('main-store confirm rule (spec §2, §5)', () => {
  it.each([
    ['361', false, true],
    ['361', true, false],
    ['', false, false],
    ['  ', false, false],
    [null, false, false],
    [undefined, true, false],
  ] as const)('given store %j and saving %s then confirm enabled is %s', (selectedStoreCode, isSaving, expected) => {
    expect(canConfirmMainStore({ selectedStoreCode, isSaving })).toBe(expected);
  });

  it('saves store 361 when the member skips the setup', () => {
    expect(mainStoreOnSkip()).toBe('361');
  });
});

describe('store info popup store (spec §2, §6)', () => {
  it.each([
    [{ strCd: '100', isLoggedIn: true, defaultStoreCode: '361' }, '100'],
    [{ strCd: ' 100 ', isLoggedIn: false }, '100'],
    [{ isLoggedIn: true, defaultStoreCode: '361' }, '361'],
    [{ strCd: '', isLoggedIn: true, defaultStoreCode: '555' }, '555'],
    [{ isLoggedIn: false, defaultStoreCode: '361' }, '201'],
    [{ isLoggedIn: true, defaultStoreCode: null }, '201'],
    [{ strCd: null, isLoggedIn: false }, '201'],
  ])('given %j then shows store %s', (context, expected) => {
    expect(storeInfoCode(context)).toBe(expected);
  });
});

describe('store info buttons (spec §2: web view only, and only when telephone / address exist)', () => {
  it.each([
    [{ str_tel_no: '02-1234-5678', str_addr: '서울' }, true, { call: true, copyAddress: true, map: true }],
    [{ str_tel_no: '02-1234-5678', str_addr: '서울' }, false, { call: false, copyAddress: false, map: true }],
    [{ str_tel_no: '', str_addr: '서울' }, true, { call: false, copyAddress: true, map: true }],
    [{ str_tel_no: '02-1234-5678', str_addr: null }, true, { call: true, copyAddress: false, map: false }],
    [{ str_tel_no: '02-1234-5678', str_addr: '  ' }, false, { call: false, copyAddress: false, map: false }],
    [{}, true, { call: false, copyAddress: false, map: false }],
  ])('given %j in web view %s then %j', (store, isWebView, expected) => {
    expect(storeInfoActions(store, isWebView)).toEqual(expected);
  });
});

describe('the map page of a store for a browser', () => {
  it("given an address, then Kakao Map's search link with the address as one encoded path segment", () => {
    expect(storeMapUrl(' 서울특별시 송파구 올림픽로 300 ')).toBe(
      'https://map.kakao.com/link/search/%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C%20%EC%86%A1%ED%8C%8C%EA%B5%AC%20%EC%98%AC%EB%A6%BC%ED%94%BD%EB%A1%9C%20300',
    );
  });

  it('given a hostile address, then it cannot leave the search path or the host', () => {
    for (const hostile of ['../../evil', '//evil.example/x', '?q=1#frag', 'a/b\\c', 'https://evil.example']) {
      const url = new URL(storeMapUrl(hostile));
      expect(url.origin).toBe('https://map.kakao.com');
      expect(url.pathname.startsWith('/link/search/')).toBe(true);
      expect(url.pathname.slice('/link/search/'.length)).not.toContain('/');
      expect(url.search + url.hash).toBe('');
      expect(decodeURIComponent(url.pathname.slice('/link/search/'.length))).toBe(hostile);
    }
  });
});
