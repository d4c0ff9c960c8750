/**
 * The half-star rating as an accessible radio group (not only a picture): ten native radios,
 * 0.5 to 5, each with its label ("4.5점"), so arrow keys move the choice and a screen reader
 * reads "별점, 4.5점, 10개 중 9번째". The stars above are the picture of the choice, hidden from
 * assistive technology (the group says it). Each option is a 44 px touch target.
 */
import styled from '@emotion/styled';
import { useId } from 'react';
import { RATING_VALUES } from '@bottle/domain';
import { useT } from '../i18n';
import { reviewMessages } from './messages';
import { Stars } from './stars';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(44px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Option = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  border: 1px solid ${({ theme }) => theme.colors.gray700};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.bottleGreen};
    border-color: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.bottleGreen};
    outline-offset: 2px;
  }
`;

export function RatingInput({ value, onChange, name }: { value: number | null; onChange: (rating: number) => void; name?: string }) {
  const t = useT(reviewMessages);
  const id = useId();
  return (
    <Group>
      <legend>{t('reviews.rating.legend')}</legend>
      <Stars rating={value ?? 0} decorative />
      <Options>
        {RATING_VALUES.map((r) => (
          <Option key={r}>
            <input type="radio" name={name ?? `rating-${id}`} value={r} checked={value === r} onChange={() => onChange(r)} />
            <span>{t('reviews.rating.option', { rating: r })}</span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
