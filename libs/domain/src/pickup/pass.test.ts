import { describe, expect, it } from 'vitest';
import { parsePickupPass, pickupPassPayload } from './pass';

describe('the pickup pass payload', () => {
  it('given a reservation and its code, then the QR text round-trips', () => {
    const text = pickupPassPayload('PK42', '012345');
    expect(text).toBe('BOTTLE-PICKUP:PK42:012345');
    expect(parsePickupPass(text)).toEqual({ pickupNo: 'PK42', code: '012345' });
  });

  it('given what staff type, then spaces, dashes and lowercase are accepted', () => {
    expect(parsePickupPass(' pk42 012 345 ')).toEqual({ pickupNo: 'PK42', code: '012345' });
    expect(parsePickupPass('PK42-012345')).toEqual({ pickupNo: 'PK42', code: '012345' });
  });

  it('given another QR code or a short code, then it is not a pass', () => {
    for (const text of ['https://example.com', '8801234567893', 'PK42 12345', 'BOTTLE-PICKUP:PK42:012345:x', 'BOTTLE-PICKUP:PK42']) {
      expect(parsePickupPass(text)).toBeNull();
    }
  });

  it('given a bad reservation number or code, then making a payload throws', () => {
    expect(() => pickupPassPayload('42', '012345')).toThrow(/reservation/);
    expect(() => pickupPassPayload('PK42', '1234')).toThrow(/digits/);
  });
});
