// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SCREENS } from '@bottle/domain';
import { screenNameOf } from './route-screens';

describe('screenNameOf (page views carry the spec §2 screen name)', () => {
  it.each([
    ['/', 'main'],
    ['/search', 'search_page'],
    ['/diary', 'my_diary'],
    ['/diary/new', 'tasting_write'],
    ['/diary/12', 'tasting_detail'],
    ['/diary/12/edit', 'tasting_write'],
    ['/pickup', 'pickup_list'],
    ['/pickup/R0001', 'reservation_details'],
    ['/mypage', 'my_page'],
    ['/mypage/bunker', 'my_bunker'],
    ['/mypage/help/notice/3', 'customer_center'],
    ['/exhibition', 'promotion'],
    ['/chat', 'ai_sommelier'],
    ['/login', 'login_page'],
  ])('given %s, then %s', (path, screen) => {
    expect(screenNameOf(path)).toBe(screen);
  });

  it('given a route the spec names no screen for, then none', () => {
    expect(screenNameOf('/product/W00001')).toBeUndefined();
    expect(screenNameOf('/nowhere')).toBeUndefined();
  });

  it('every name it gives is one of the spec screens', () => {
    const names = new Set<string>(Object.values(SCREENS).map((s) => s.name));
    for (const path of ['/', '/search', '/diary/1', '/event/1', '/alarm']) expect(names.has(screenNameOf(path) ?? '')).toBe(true);
  });
});
