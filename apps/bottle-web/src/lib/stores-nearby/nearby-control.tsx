/**
 * The 내 주변 매장 button every store list carries, and the line that says what the order and
 * the distances are measured from (the member's position, or the main store's area when the
 * position was refused or could not be found). The button is a toggle (aria-pressed): pressed,
 * the list is nearest first; pressed again, the list's own order comes back.
 */
import styled from '@emotion/styled';
import { formatDistance, formatOpenState, type StoreOpenState } from '@bottle/domain';
import { pillButton } from '../kit/pill-button';
import { useLang, useT } from '../i18n';
import { nearbyMessages } from './messages';
import type { Nearby } from './use-nearby';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
  p {
    flex: 1 1 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Toggle = styled.button`
  ${pillButton}
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.bottleGreen};
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** What the status line says (undefined: nothing to say). */
export function useNearbyStatusText(nearby: Nearby): string | undefined {
  const t = useT(nearbyMessages);
  const store = nearby.mainStoreName ?? t('nearby.mainStoreFallback');
  if (nearby.status === 'asking') return t('nearby.asking');
  if (nearby.originKind === 'device') return t('nearby.fromDevice');
  if (nearby.originKind !== 'main-store') return undefined;
  if (nearby.active && nearby.status === 'refused') return t('nearby.fromMainStoreRefused', { store });
  if (nearby.active && nearby.status === 'unavailable') return t('nearby.fromMainStoreUnavailable', { store });
  return t('nearby.fromMainStore', { store });
}

export function NearbyControl({ nearby, children }: { nearby: Nearby; children?: React.ReactNode }) {
  const t = useT(nearbyMessages);
  const status = useNearbyStatusText(nearby);
  return (
    <Bar>
      <Toggle type="button" aria-pressed={nearby.active} onClick={() => (nearby.active ? nearby.stop() : nearby.ask())}>
        {t('nearby.ask')}
      </Toggle>
      {children}
      {/* A live region, so the answer to the tap (and the fallback) is heard, not only seen. */}
      <p role="status">{status ?? ''}</p>
    </Bar>
  );
}

/** "1.2km · 영업 중 · 23:00까지": how far (when known) and whether it is open now (when known). */
export function storeFactsText(meters: number, open: StoreOpenState, lang: 'ko' | 'en'): string {
  return [formatDistance(meters, lang), formatOpenState(open, lang)].filter((s) => s !== '').join(' · ');
}

const Facts = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.gray800};
  font-size: ${({ theme }) => theme.typography.size.sm};
  &[data-open='false'] {
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

/** The distance and open-state line of a store row. */
export function StoreFacts({ meters, open, className }: { meters: number; open: StoreOpenState; className?: string }) {
  const lang = useLang();
  const text = storeFactsText(meters, open, lang);
  if (text === '') return null;
  return (
    <Facts className={className} data-open={open.kind === 'open' || open.kind === 'closing'}>
      {text}
    </Facts>
  );
}
