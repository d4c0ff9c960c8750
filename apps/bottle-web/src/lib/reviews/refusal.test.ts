import { describe, expect, it } from 'vitest';
import { REVIEW_REFUSALS, apiError } from '@bottle/api';
import { refusalMessage } from './refusal';
import { reviewMessages } from './messages';

describe('review refusal messages', () => {
  it('words every server refusal code and every domain problem, in Korean and English', () => {
    for (const [name, code] of Object.entries(REVIEW_REFUSALS)) {
      const m = refusalMessage(apiError('bad-request', { status: code === '4201' ? 429 : 409, rspC: '91', rspDtc: code }));
      expect(m.key).toBe(`reviews.refused.${name}`);
      expect(reviewMessages.ko[m.key]).toBeTruthy();
      expect(reviewMessages.en[m.key]).toBeTruthy();
    }
    expect(refusalMessage(apiError('network')).key).toBe('reviews.refused.other');
    expect(refusalMessage('text_short')).toEqual({ key: 'reviews.refused.text_short', params: { limit: 3, min: 10, max: 1000 } });
    expect(refusalMessage('name_length').params).toEqual({ min: 2, max: 12 });
  });
});
