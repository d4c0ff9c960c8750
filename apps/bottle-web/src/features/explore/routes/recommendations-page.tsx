/**
 * Recommended items (spec §2 screen "recommendation item"), the whole list behind home's
 * recommendations: /app/main/recommItem/list, which the server picks from a member's wish list
 * and tasting notes when the call carries their token, and from what sells for a visitor.
 * A tap sends main_recommend_item_click with the screen it came from.
 */
import { useRecommendItemListQuery } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageHeader, ProductShelf, QueryState, Section } from '../../../lib/kit';
import { trackEvent } from '../../../lib/analytics';
import { useAppSelector } from '../../../lib/store/hooks';
import { exploreMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useInWebView } from '../../../lib/services';

export function RecommendationsPage() {
  const t = useT(exploreMessages);
  const inWebView = useInWebView();
  const loggedIn = useAppSelector(selectLoggedIn);
  const query = useRecommendItemListQuery();
  const list = query.data?.prd_list ?? [];
  const title = loggedIn ? t('explore.recommend.titleMember') : t('explore.recommend.title');
  return (
    <>
      <PageHeader title={title} backTo={paths.home} backLabel={t('explore.back')} />
      <Section>
        <p>{loggedIn ? t('explore.recommend.lead') : t('explore.recommend.visitorLead')}</p>
        <QueryState query={query} thumbnail skeletonRows={4} isEmpty={list.length === 0} emptyTitle={t('explore.recommend.empty')}>
          <ProductShelf
            layout="grid"
            priceText={(price) => t('explore.price', { price })}
            label={title}
            products={list}
            onOpen={(p) =>
              trackEvent(ANALYTICS_EVENTS.mainRecommendItemClick, inWebView, { prd_cd: p.prd_cd, from: 'recommendation_item' })
            }
          />
        </QueryState>
      </Section>
    </>
  );
}
