/**
 * A product's draws (응모) on its page: one row per draw of this bottle, open and coming first,
 * linking to the draw's screen. Nothing shows when the bottle has no draw (most have none), nor
 * while the list loads or when it fails: the page is about the product, the draw is an extra.
 */
import styled from '@emotion/styled';
import { Link } from '../router/link';
import { useDrawListQuery } from '@bottle/api';
import { formatDayLabel } from '@bottle/domain';
import { paths } from '../../config/paths';
import { useLang, useT } from '../i18n';
import { Section } from '../kit';
import { productDrawsMessages } from './messages';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 48px;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: inherit;
  }
  small {
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

export function ProductDraws({ prdCd }: { prdCd: string }) {
  const t = useT(productDrawsMessages);
  const lang = useLang();
  const list = useDrawListQuery({ prd_cd: prdCd }).data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Section padded aria-labelledby="product-draws">
      <h2 id="product-draws">{t('productDraws.title')}</h2>
      <Rows>
        {list.map((d) => (
          <li key={d.draw_no}>
            <Link to={paths.drawDetail(d.draw_no)}>
              <span>{d.prd_nm}</span>
              <small>
                {d.status === 'DRAWN'
                  ? t('productDraws.rowDrawn', { status: t(`productDraws.status.${d.status}`), date: formatDayLabel(d.draw_dt, lang) })
                  : t('productDraws.row', { status: t(`productDraws.status.${d.status}`), date: formatDayLabel(d.entry_end_dt, lang) })}
              </small>
            </Link>
          </li>
        ))}
      </Rows>
    </Section>
  );
}
