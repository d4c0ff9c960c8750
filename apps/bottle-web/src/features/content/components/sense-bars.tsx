/** The five senses of a note, read-only: a labelled meter per sense (1–5). */
import styled from '@emotion/styled';
import { useT } from '../../../lib/i18n';
import { SENSE_KEYS, type Senses } from '../lib/diary-draft';
import { contentMessages } from '../messages';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  dd {
    margin: 0;
  }
  meter {
    width: 100%;
  }
`;

export function SenseBars({ senses }: { senses: Senses }) {
  const t = useT(contentMessages);
  return (
    <List aria-label={t('content.form.senses')}>
      {SENSE_KEYS.map((k) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt id={`sense-${k}`}>{t(`content.form.sense.${k}`)}</dt>
          <dd>
            <meter min={1} max={5} value={senses[k]} aria-labelledby={`sense-${k}`} />
          </dd>
          <dd>{t('content.form.senseValue', { value: senses[k] })}</dd>
        </div>
      ))}
    </List>
  );
}
