/**
 * The summary of the privacy agreement at pickup step 3, read from the agreement's own full text
 * (the step said "보관: 픽업 완료 후 1년" while the full text says "보유 기간: 회원
 * 탈퇴 시까지"; the summary was a second copy written in the app). Its points are the list items
 * of the server's `agmt_text` (purpose, retention period, …) as plain text, so the step and the
 * Terms popup can never differ; without a list, the agreement's description.
 */
import type { Agreement } from '@bottle/api';
import { trustedHtml } from '@bottle/ui';

/** Plain-text points of an agreement's HTML: its list items, else its description. */
export function agreementPoints(agreement: Pick<Agreement, 'agmt_text' | 'agmt_desc'> | undefined): string[] {
  if (!agreement) return [];
  const points: string[] = [];
  if (agreement.agmt_text && typeof DOMParser !== 'undefined') {
    // Parsed, never rendered: only textContent leaves this function. Parsing HTML is a Trusted
    // Types sink like innerHTML, so it goes through the sanitiser's policy too.
    const doc = new DOMParser().parseFromString(trustedHtml(agreement.agmt_text), 'text/html');
    for (const li of Array.from(doc.querySelectorAll('li'))) {
      const text = (li.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) points.push(text);
    }
  }
  if (points.length === 0 && agreement.agmt_desc?.trim()) points.push(agreement.agmt_desc.trim());
  return points;
}
