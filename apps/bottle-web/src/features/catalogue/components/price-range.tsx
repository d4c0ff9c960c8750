/**
 * The price tab's range (spec §3 search tab type price=2, filter mode price): ranges a member
 * picks with one tap, or a lowest and highest price of their own. Either bound may be open. The
 * range is written to the URL by the caller (`min=`, `max=`, lib/search-state.ts).
 */
import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { formatNumber } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { ChipList } from '../../../lib/kit';
import { MAX_PRICE } from '../lib/search-state';
import { catalogueMessages } from '../messages';
import { Chip } from './layout';

export interface PriceBounds {
  minPrice?: number;
  maxPrice?: number;
}

/** One-tap ranges (KRW), the price bands the chain's shelves are arranged by. */
export const PRICE_PRESETS: readonly PriceBounds[] = [
  { minPrice: 0, maxPrice: 30_000 },
  { minPrice: 30_000, maxPrice: 50_000 },
  { minPrice: 50_000, maxPrice: 100_000 },
  { minPrice: 100_000, maxPrice: 300_000 },
  { minPrice: 300_000 },
];

const Wrap = styled.div`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  form {
    display: grid;
    grid-template-columns: 1fr auto 1fr auto;
    align-items: end;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.md};
  }
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  input {
    min-height: 44px;
    width: 100%;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.gray300};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  form > span {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

const won = (n: number) => formatNumber(n);

/** The words of a range: "3만 원 이하"-style labels built from the bounds. */
export function usePriceRangeLabel() {
  const t = useT(catalogueMessages);
  return ({ minPrice, maxPrice }: PriceBounds) => {
    if (maxPrice !== undefined && (minPrice ?? 0) === 0) return t('catalogue.price.upTo', { max: won(maxPrice) });
    if (maxPrice === undefined && minPrice !== undefined) return t('catalogue.price.from', { min: won(minPrice) });
    return t('catalogue.price.between', { min: won(minPrice ?? 0), max: won(maxPrice ?? 0) });
  };
}

const digits = (text: string): number | undefined => {
  const clean = text.replace(/[^\d]/g, '');
  return clean === '' ? undefined : Math.min(MAX_PRICE, Number(clean));
};

export function PriceRange({ value, onChange }: { value: PriceBounds; onChange: (next: PriceBounds) => void }) {
  const t = useT(catalogueMessages);
  const label = usePriceRangeLabel();
  const [min, setMin] = useState(value.minPrice === undefined ? '' : String(value.minPrice));
  const [max, setMax] = useState(value.maxPrice === undefined ? '' : String(value.maxPrice));
  // The URL is the source: back/forward or a preset puts its range in the fields.
  useEffect(() => {
    setMin(value.minPrice === undefined ? '' : String(value.minPrice));
    setMax(value.maxPrice === undefined ? '' : String(value.maxPrice));
  }, [value.minPrice, value.maxPrice]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ minPrice: digits(min), maxPrice: digits(max) });
  };
  const same = (p: PriceBounds) => p.minPrice === value.minPrice && p.maxPrice === value.maxPrice;

  return (
    <Wrap>
      <ChipList aria-label={t('catalogue.price.presets')}>
        {PRICE_PRESETS.map((p) => (
          <li key={`${p.minPrice}-${p.maxPrice ?? ''}`}>
            <Chip type="button" selected={same(p)} aria-pressed={same(p)} onClick={() => onChange(same(p) ? {} : p)}>
              {label(p)}
            </Chip>
          </li>
        ))}
      </ChipList>
      <form onSubmit={submit} aria-label={t('catalogue.price.custom')}>
        <label>
          {t('catalogue.price.min')}
          <input inputMode="numeric" value={min} onChange={(e) => setMin(e.target.value)} autoComplete="off" />
        </label>
        <span aria-hidden="true">~</span>
        <label>
          {t('catalogue.price.max')}
          <input inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} autoComplete="off" />
        </label>
        <Button type="submit" variant="secondary">
          {t('catalogue.price.apply')}
        </Button>
      </form>
    </Wrap>
  );
}
