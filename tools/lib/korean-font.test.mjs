import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostKoreanFamilies, koreanFamilies } from './korean-font.mjs';

test('given fc-list lines with aliases, then each Korean family is named once', () => {
  const out = 'Noto Sans CJK KR,Noto Sans CJK KR Regular\nNoto Sans CJK KR\nNanumGothic\n\n';
  assert.deepEqual(koreanFamilies(out), ['Noto Sans CJK KR', 'Noto Sans CJK KR Regular', 'NanumGothic']);
});

test('given a host without a Korean font, then it has no Korean family (the lab would measure the fallback search)', () => {
  assert.deepEqual(
    hostKoreanFamilies(() => ({ status: 0, stdout: '' })),
    [],
  );
});

test('given no fontconfig, then the answer is unknown, not "none"', () => {
  assert.equal(
    hostKoreanFamilies(() => ({ error: new Error('ENOENT'), status: null })),
    null,
  );
});
