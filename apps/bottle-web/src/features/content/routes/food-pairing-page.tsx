/**
 * The food pairing tab (spec §1 "Food pairing", §2 footer tab; §7 /app/foodFairing/foodcate/list
 * and /app/foodFairing/food/list). Categories are a tablist; the chosen one lives in the query
 * string (?cate=) so back navigation and reloads return to it. Each dish opens its pairing.
 */
import { ANALYTICS_EVENTS } from '@bottle/domain';

import styled from '@emotion/styled';
import { Link, useSearchParams } from '../../../lib/router/link';
import { useFoodCategoryListQuery, useFoodListQuery } from '@bottle/api';

import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { foodCategoryLabel, foodLabel } from '../../../lib/catalogue-names';
import { CardGrid, GridCard, Intro, ScreenTitle, ShowMore, useGrowingList } from '../components/page';
import { QueryState, Tabs, wordLink } from '../../../lib/kit';
import { contentMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const TextLink = styled(Link)`
  ${wordLink}
  margin: 0 ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export function FoodPairingPage() {
  const t = useT(contentMessages);
  const lang = useLang();
  const inWebView = useInWebView();
  const [params, setParams] = useSearchParams();
  const categories = useFoodCategoryListQuery();
  const list = categories.data?.cate_list ?? [];
  const requested = params.get('cate');
  const current = list.find((c) => c.food_cate_cd === requested) ?? list[0];

  const select = (code: string) => {
    const cate = list.find((c) => c.food_cate_cd === code);
    trackEvent(ANALYTICS_EVENTS.foodPairingCategoryClick, inWebView, { food_cate_cd: code, food_cate_nm: cate?.food_cate_nm ?? '' });
    // replace: switching tabs is not a new page in history.
    setParams({ cate: code }, { replace: true });
  };

  return (
    <>
      <ScreenTitle>{t('content.foodPairing.title')}</ScreenTitle>
      <Intro>{t('content.foodPairing.intro')}</Intro>
      <TextLink to={paths.winepedia}>{t('content.foodPairing.winepediaLink')}</TextLink>
      <QueryState query={categories} isEmpty={list.length === 0} emptyTitle={t('content.foodPairing.noCategories')} skeletonRows={2}>
        {current ? (
          <>
            <Tabs
              variant="pill"
              label={t('content.foodPairing.categories')}
              items={list.map((c) => ({ value: c.food_cate_cd, label: foodCategoryLabel(c, lang) }))}
              value={current.food_cate_cd}
              onValueChange={select}
            >
              <Panel>
                <FoodGrid key={current.food_cate_cd} cateCd={current.food_cate_cd} cateName={foodCategoryLabel(current, lang)} />
              </Panel>
            </Tabs>
          </>
        ) : null}
      </QueryState>
    </>
  );
}

function FoodGrid({ cateCd, cateName }: { cateCd: string; cateName: string }) {
  const t = useT(contentMessages);
  const lang = useLang();
  const inWebView = useInWebView();
  const { query: foods, list: items, more } = useGrowingList(useFoodListQuery, { food_cate_cd: cateCd });
  return (
    <QueryState query={foods} isEmpty={items.length === 0} emptyTitle={t('content.foodPairing.noFoods')} thumbnail>
      <CardGrid aria-label={t('content.foodPairing.foods', { category: cateName })}>
        {items.map((f) => (
          <GridCard
            key={f.food_cd}
            to={paths.foodDetail(f.food_cd)}
            img={f.img_url}
            name={foodLabel(f, lang)}
            onOpen={() => trackEvent(ANALYTICS_EVENTS.foodPairingFoodClick, inWebView, { food_cd: f.food_cd, food_nm: f.food_nm })}
          />
        ))}
      </CardGrid>
      <ShowMore {...more} />
    </QueryState>
  );
}
