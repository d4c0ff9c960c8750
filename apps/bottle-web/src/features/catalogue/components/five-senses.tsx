/**
 * The taste profile of a wine as an accessible chart (features brief "five-senses profile"):
 * each axis is a row with its name and value written out ("당도 2/5") and a decorative
 * five-step bar, so a screen reader reads the same figures the eye sees. The levels come from
 * the wine style tab (/app/product/wine/styleTab/info: sweetness, acidity, body, tannin, 1–5)
 * and the fifth, aroma, from product info (/app/product/info `aroma`, libs/api A6); the style
 * tab's aroma words are listed beside the chart. Axes without a level are left out.
 */
import styled from '@emotion/styled';
import { TASTING_NOTE_SENSES, type TasteLevel, type TastingNoteSense } from '@bottle/api';
import { useT } from '../../../lib/i18n';
import { catalogueMessages } from '../messages';

/** The five senses a product and a tasting note are rated on: libs/api's list, the spec's order. */
export const TASTE_AXES = TASTING_NOTE_SENSES;
export type TasteAxis = TastingNoteSense;

/** The message key of a sense's name (catalogue.product.sweetness …). */
export const axisLabel = <A extends TasteAxis>(axis: A) => `catalogue.product.${axis}` as const;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: 7em 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 28px;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Bar = styled.span`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 3px;
  i {
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.gray200};
  }
  i[data-on='true'] {
    background: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

/** A level kept within 1..5 (a malformed answer must not draw a broken bar). */
export function clampLevel(value: unknown): TasteLevel {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 1;
  return Math.min(5, Math.max(1, n)) as TasteLevel;
}

export function FiveSensesChart({ levels }: { levels: Partial<Record<TasteAxis, number>> }) {
  const t = useT(catalogueMessages);
  const axes = TASTE_AXES.filter((a) => levels[a] !== undefined);
  if (axes.length === 0) return null;
  return (
    <Figure>
      <figcaption>
        {t('catalogue.product.fiveSenses')}
        <small>{t('catalogue.product.fiveSensesDesc')}</small>
      </figcaption>
      <ul>
        {axes.map((axis) => {
          const level = clampLevel(levels[axis]);
          return (
            <li key={axis}>
              <span>{t('catalogue.product.level', { name: t(axisLabel(axis)), level })}</span>
              <Bar aria-hidden="true">
                {[1, 2, 3, 4, 5].map((step) => (
                  <i key={step} data-on={step <= level} />
                ))}
              </Bar>
            </li>
          );
        })}
      </ul>
    </Figure>
  );
}
