import { describe, expect, it } from 'vitest';
import { canConfirmMainStore, mainStoreOnSkip, storeInfoActions, storeInfoCode } from './store';

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
    [{ str_tel_no: '02-1234-5678', str_addr: '서울' }, true, { call: true, copyAddress: true }],
    [{ str_tel_no: '02-1234-5678', str_addr: '서울' }, false, { call: false, copyAddress: false }],
    [{ str_tel_no: '', str_addr: '서울' }, true, { call: false, copyAddress: true }],
    [{ str_tel_no: '02-1234-5678', str_addr: null }, true, { call: true, copyAddress: false }],
    [{}, true, { call: false, copyAddress: false }],
  ])('given %j in web view %s then %j', (store, isWebView, expected) => {
    expect(storeInfoActions(store, isWebView)).toEqual(expected);
  });
});
