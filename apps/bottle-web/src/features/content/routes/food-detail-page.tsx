/**
 * A dish and the wines that go with it (spec §7 /app/foodFairing/info). Each wine links to its
 * product screen (paths.product).
 */

import { useParams } from 'react-router';
import { useFoodPairingInfoQuery } from '@bottle/api';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { ItemScreen } from '../components/item-screen';
import { Body, HeroImage } from '../components/page';
import { Section } from '../../../lib/kit';
import { ProductGrid } from '../components/product-grid';
import { contentMessages } from '../messages';

export function FoodDetailPage() {
  const t = useT(contentMessages);
  const { foodNo = '' } = useParams();
  const info = useFoodPairingInfoQuery({ food_cd: foodNo });
  return (
    <ItemScreen query={info} title={info.data?.food_nm ?? t('content.foodPairing.title')} backTo={paths.foodPairing} thumbnail>
      {(food) => (
        <>
          <HeroImage src={food.img_url} alt="" width={640} height={360} />
          <Body>
            <p>{food.desc}</p>
          </Body>
          <Section aria-labelledby="food-matches">
            <h2 id="food-matches">{t('content.foodDetail.matches')}</h2>
            {food.prd_list.length === 0 ? (
              <p>{t('content.foodDetail.noMatches')}</p>
            ) : (
              <ProductGrid products={food.prd_list} label={t('content.foodDetail.matches')} />
            )}
          </Section>
        </>
      )}
    </ItemScreen>
  );
}
