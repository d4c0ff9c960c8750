import { describe, expect, it } from 'vitest';
import { proposedStore, reserveHref } from './reserve-link';

describe('the reserve link', () => {
  it('given a product alone, then it opens the pickup flow without proposing a store', () => {
    expect(reserveHref('W00010')).toBe('/pickup/reserve/W00010');
    expect(proposedStore(new URLSearchParams(''))).toBeNull();
  });

  it('given a store, then the flow reads back the store the link proposed', () => {
    const href = reserveHref('W00010', '361');
    expect(href).toBe('/pickup/reserve/W00010?str_cd=361');
    expect(proposedStore(new URL(href, 'https://bottle.test').searchParams)).toBe('361');
  });

  it('given a store code with characters a URL reserves, then it survives the round trip', () => {
    const href = reserveHref('W00010', 'a&b=c');
    expect(proposedStore(new URL(href, 'https://bottle.test').searchParams)).toBe('a&b=c');
  });

  it('given a blank proposal, then no store is proposed', () => {
    expect(proposedStore(new URLSearchParams('str_cd=%20'))).toBeNull();
  });
});
