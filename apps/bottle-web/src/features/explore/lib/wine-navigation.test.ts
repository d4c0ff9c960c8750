// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NAV_STEPS, navFilters, navParams, parseNavState, toggleChoice } from './wine-navigation';

describe('wine navigation state', () => {
  it('given a URL of step 3 with choices, then the state has them, and writing it back gives the same URL', () => {
    const params = new URLSearchParams('step=3&type=034006001&nation=FR&nation=IT&kind=메를로');
    const state = parseNavState(params);
    expect(state).toEqual({ step: 2, choices: { type: ['034006001'], nation: ['FR', 'IT'], kind: ['메를로'] } });
    expect(navParams(state).toString()).toBe(params.toString());
  });

  it('given a step out of range, an unknown key or a repeated value, then they are clamped or dropped', () => {
    expect(parseNavState(new URLSearchParams('step=99&style=x&type=a&type=a&type=')).step).toBe(NAV_STEPS.length - 1);
    expect(parseNavState(new URLSearchParams('step=abc&type=a&type=a'))).toEqual({ step: 0, choices: { type: ['a'] } });
    expect(parseNavState(new URLSearchParams('step=0')).step).toBe(0);
  });

  it('given a value chosen twice, then the second tap removes it, and an emptied step leaves the filters', () => {
    const once = toggleChoice({}, 'price', '0-30000');
    expect(navFilters(once)).toEqual({ price: ['0-30000'] });
    expect(navFilters(toggleChoice(once, 'price', '0-30000'))).toEqual({});
  });
});
