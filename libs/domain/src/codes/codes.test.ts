import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_TYPES,
  CODE_TABLES,
  DEVICE_OS,
  LIQUOR_TYPES,
  MEMBERSHIP_GRADES,
  SEARCH_TAB_TYPES,
  SHORT_AGREEMENT_TYPES,
  WINE_TYPES,
  WINE_TYPE,
  CLASS_STATUSES,
  EVENT_STATUSES,
  LINK_KINDS,
  LOG_ENTITY_TYPES,
  OPEN_STATES,
  RESULT_STATUSES,
  STATUSES,
  ALARM_KINDS,
  PRODUCT_CATEGORIES,
  WINE_DETAIL_TABS,
  LIQUOR_DETAIL_TABS,
  WINE_FILTER_KEYS,
  SEARCH_FILTER_MODES,
  PUSH_MESSAGE_TYPES,
} from './catalogue';
import { defineCodes, entryOf, isCode, labelOf, labelText, parseCode } from './code-table';
import examples from './codes.examples.json';

describe('wine type codes (spec §3 table)', () => {
  it.each([
    ['034006001', 'red', '레드', 'Red'],
    ['034006002', 'sparkling', '스파클링', 'Sparkling'],
    ['034006003', 'rose', '로제', 'Rosé'],
    ['034006004', 'white', '화이트', 'White'],
    ['034006005', 'none', '논알코올', 'Non-alcoholic'],
    ['034006007', 'natural', '내추럴', 'Natural'],
    ['034006008', 'fortified', '주정강화', 'Fortified'],
  ] as const)('code %s is %s (%s / %s)', (code, name, ko, en) => {
    expect(WINE_TYPES.byName[name]).toBe(code);
    expect(labelOf(WINE_TYPES, code)).toEqual({ known: true, code, label: ko });
    expect(labelText(WINE_TYPES, code, 'en')).toBe(en);
  });

  it('holds exactly the seven codes of the table (034006006 is not one)', () => {
    expect(WINE_TYPES.codes).toHaveLength(7);
    expect(isCode(WINE_TYPES, '034006006')).toBe(false);
  });
});

describe('liquor type codes (spec §3 table)', () => {
  it.each([
    ['034005001', 'blendedWhisky'],
    ['034005002', 'brandy'],
    ['034005003', 'liqueur'],
    ['034005004', 'vodka'],
    ['034005005', 'sake'],
    ['034005006', 'baijiu'],
    ['034005007', 'gift'],
    ['034005008', 'flatPrice'],
    ['034005009', 'singleMaltWhisky'],
    ['034005010', 'bourbonWhisky'],
    ['034005011', 'japanWhisky'],
    ['034005012', 'tequila'],
    ['034005013', 'rum'],
    ['034005014', 'gin'],
    ['034005015', 'miniature'],
  ] as const)('code %s is %s', (code, name) => {
    expect(LIQUOR_TYPES.byName[name]).toBe(code);
    expect(labelOf(LIQUOR_TYPES, code).known).toBe(true);
  });

  it('holds exactly 15 codes', () => {
    expect(LIQUOR_TYPES.codes).toHaveLength(15);
  });
});

describe('membership grades (spec §3 table)', () => {
  // Rows of codes.examples.json (decision 0770): [grade code, English name, Korean name].
  it.each(examples.membershipGrades)('grade %s is %s', (code, en, ko) => {
    expect(labelText(MEMBERSHIP_GRADES, code, 'en')).toBe(en);
    expect(labelText(MEMBERSHIP_GRADES, code)).toBe(ko);
  });

  it('accepts a numeric grade from the server', () => {
    expect(labelOf(MEMBERSHIP_GRADES, 3, 'en')).toEqual({ known: true, code: '3', label: 'Gold' });
  });
});

describe('agreement types (spec §3 table)', () => {
  it.each([
    ['member', '1'],
    ['privacy', '2'],
    ['marketing', '3'],
    ['push', '4'],
    ['ci', '5'],
    ['receipt', '6'],
    ['crm', '7'],
    ['partnerLoyaltyPrivacy', '8'],
    ['partnerLoyaltyProvide', '9'],
    ['privacy2', '19'],
  ] as const)('%s is %s', (name, code) => {
    expect(AGREEMENT_TYPES.byName[name]).toBe(code);
  });

  it('keeps the spec order and the short list member, privacy, marketing, push', () => {
    expect(AGREEMENT_TYPES.codes).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '19']);
    expect(SHORT_AGREEMENT_TYPES).toEqual(['1', '2', '3', '4']);
  });
});

describe('other enumerations (spec §3)', () => {
  it.each([
    ['product category', PRODUCT_CATEGORIES.codes, ['all', 'wine', 'liquor']],
    ['wine detail tabs', WINE_DETAIL_TABS.codes, ['style', 'info', 'winery']],
    ['liquor detail tabs', LIQUOR_DETAIL_TABS.codes, ['info', 'style', 'distillery']],
    ['wine filter keys', WINE_FILTER_KEYS.codes, ['type', 'nation', 'kind', 'fivesense', 'style', 'price']],
    ['search tab types', SEARCH_TAB_TYPES.codes, ['1', '2', '3']],
    ['search filter modes', SEARCH_FILTER_MODES.codes, ['all', 'price', 'exchange', 'product']],
    ['alarm kinds', ALARM_KINDS.codes, ['restock', 'reservation']],
    ['event status', EVENT_STATUSES.codes, ['BEFORE', 'ING']],
    ['class status', CLASS_STATUSES.codes, ['CLASS_SOON', 'CLASS_ING', 'CLASS_END']],
    ['status values', STATUSES.codes, ['ing', 'end']],
    ['result status', RESULT_STATUSES.codes, ['NONE', 'SUCCESS', 'FAIL', '']],
    ['open state', OPEN_STATES.codes, ['OPEN', 'CLOSE', '']],
    ['link kinds', LINK_KINDS.codes, ['APPLIST', 'URL', 'USELESS']],
    ['log entity types', LOG_ENTITY_TYPES.codes, ['USER', 'COUPON', 'EVENT', 'PUSH', 'PRODUCT', '{product}']],
    ['device OS', DEVICE_OS.codes, ['web', 'I', 'A']],
  ] as const)('%s are %j', (_name, codes, expected) => {
    expect(codes).toEqual(expected);
  });

  it('search tab types are product=1, price=2, exchange=3', () => {
    expect(SEARCH_TAB_TYPES.byName).toEqual({ product: '1', price: '2', exchange: '3' });
  });

  it('push message types cover the nine kinds the spec names', () => {
    expect(PUSH_MESSAGE_TYPES.codes).toHaveLength(9);
  });
});

describe('every code table', () => {
  it.each(CODE_TABLES.map((t) => [t.table, t] as const))('%s has unique codes and ko/en labels', (_name, table) => {
    expect(new Set(table.codes).size).toBe(table.codes.length);
    for (const entry of table.entries) {
      expect(entry.ko.trim()).not.toBe('');
      expect(entry.en.trim()).not.toBe('');
    }
  });
});

describe('lookups of codes the server adds later', () => {
  it('labelOf gives a typed unknown instead of throwing', () => {
    expect(labelOf(WINE_TYPES, '034006099')).toEqual({ known: false, code: '034006099', label: '알 수 없음' });
    expect(labelOf(WINE_TYPES, '034006099', 'en')).toEqual({ known: false, code: '034006099', label: 'Unknown' });
  });

  it.each([null, undefined, NaN, {}, []])('given %j then unknown with code ""', (value) => {
    expect(labelOf(WINE_TYPES, value)).toEqual({ known: false, code: '', label: '알 수 없음' });
  });

  it('trims and accepts numbers; parseCode and entryOf return undefined for unknown values', () => {
    expect(parseCode(WINE_TYPES, ' 034006001 ')).toBe(WINE_TYPE.red);
    expect(parseCode(AGREEMENT_TYPES, 19)).toBe('19');
    expect(parseCode(AGREEMENT_TYPES, 20)).toBeUndefined();
    expect(entryOf(DEVICE_OS, 'I')?.name).toBe('ios');
    expect(entryOf(DEVICE_OS, 'X')).toBeUndefined();
  });

  it('an empty-string code is known only where the spec allows it', () => {
    expect(labelOf(RESULT_STATUSES, '').known).toBe(true);
    expect(labelOf(STATUSES, '').known).toBe(false);
  });

  it('defineCodes refuses two names with the same code', () => {
    expect(() => defineCodes('broken', { a: { code: '1', ko: '가', en: 'A' }, b: { code: '1', ko: '나', en: 'B' } })).toThrow(TypeError);
  });
});
