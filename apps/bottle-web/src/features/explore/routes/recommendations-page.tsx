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
import { PageHeader, QueryState, Section } from '../../../lib/kit';
import { useAppSelector } from '../../../lib/store/hooks';
import { mainMessages } from '../messages';
import { mainScreenMessages } from '../screen-messages';
import { ProductShelf } from '../components/product-shelf';
import { useTrack } from '../components/use-track';

export function RecommendationsPage() {
  const t = useT(mainMessages);
  const ts = useT(mainScreenMessages);
  const track = useTrack();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const query = useRecommendItemListQuery();
  const list = query.data?.prd_list ?? [];
  const title = loggedIn ? t('main.recommendedForMember') : t('main.recommended');
  return (
    <>
      <PageHeader title={title} backTo={paths.home} backLabel={ts('main.back')} />
      <Section>
        <p>{loggedIn ? ts('main.recommend.lead') : ts('main.recommend.visitorLead')}</p>
        <QueryState query={query} thumbnail skeletonRows={4} isEmpty={list.length === 0} emptyTitle={t('main.recommendedEmpty')}>
          <ProductShelf
            layout="grid"
            label={title}
            products={list}
            onOpen={(p) => track(ANALYTICS_EVENTS.mainRecommendItemClick, { prd_cd: p.prd_cd, from: 'recommendation_item' })}
          />
        </QueryState>
      </Section>
    </>
  );
}
