/**
 * A tasting theme (spec §7 /app/tasting/thema/info): its description and wines, each linking to
 * the product, and a shortcut to write a note.
 */

import { useParams } from 'react-router';
import { Link } from '../../../lib/router/link';
import styled from '@emotion/styled';
import { useTastingThemeInfoQuery } from '@bottle/api';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { ItemScreen } from '../components/item-screen';
import { Body, greenTextLink, HeroImage } from '../components/page';
import { ProductsSection } from '../components/product-grid';
import { contentMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

const WriteLink = styled(Link)`
  ${greenTextLink}
`;

export function TastingThemePage() {
  const t = useT(contentMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  const { themeNo = '' } = useParams();
  const info = useTastingThemeInfoQuery({ thema_no: themeNo });
  return (
    <ItemScreen query={info} title={info.data?.thema_nm ?? t('content.diary.themes')} backTo={paths.diary} thumbnail>
      {(theme) => (
        <>
          <HeroImage src={theme.img_url} alt="" width={640} height={360} />
          <Body>
            {theme.desc ? <p>{theme.desc}</p> : null}
            {loggedIn ? <WriteLink to={paths.diaryNew}>{t('content.theme.writeNote')}</WriteLink> : null}
          </Body>
          <ProductsSection id="theme-products" title={t('content.theme.products')} products={theme.prd_list} />
        </>
      )}
    </ItemScreen>
  );
}
