/**
 * One of this month's picks (/app/main/monthlyitem/show), opened from home or promotions: its
 * picture, title and every product of the pick. A tap on a product sends
 * main_monthly_item_click with the pick.
 */
import styled from '@emotion/styled';
import { useParams } from 'react-router';
import { useMonthlyItemShowQuery } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageHeader, ProductShelf, QueryState, Section, wideCoverImage } from '../../../lib/kit';
import { trackEvent } from '../../../lib/analytics';

import { exploreMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const Cover = styled.img`
  ${wideCoverImage}
`;

export function MonthlyPickPage() {
  const t = useT(exploreMessages);
  const inWebView = useInWebView();
  const no = useParams().mnthItemNo ?? '';
  const query = useMonthlyItemShowQuery({ mnth_item_no: no });
  const pick = query.data;
  return (
    <>
      <PageHeader title={pick?.title ?? t('explore.promotion.monthly')} backTo={paths.promotion} backLabel={t('explore.back')} />
      <QueryState query={query} thumbnail skeletonRows={4}>
        {pick ? (
          <>
            <Cover src={pick.img_url} alt="" width={640} height={360} />
            <Section aria-labelledby="monthly-products">
              <h2 id="monthly-products">{t('explore.monthlyPick.products')}</h2>
              {pick.prd_list.length === 0 ? (
                <p>{t('explore.monthlyPick.empty')}</p>
              ) : (
                <ProductShelf
                  layout="grid"
                  priceText={(price) => t('explore.price', { price })}
                  label={pick.title}
                  products={pick.prd_list}
                  onOpen={(p) =>
                    trackEvent(ANALYTICS_EVENTS.mainMonthlyItemClick, inWebView, {
                      mnth_item_no: pick.mnth_item_no,
                      prd_cd: p.prd_cd,
                      from: 'monthly_pick',
                    })
                  }
                />
              )}
            </Section>
          </>
        ) : null}
      </QueryState>
    </>
  );
}
