/**
 * A dish and the wines that go with it (spec §7 /app/foodFairing/info). Each wine links to its
 * product screen (paths.product).
 */

import { useParams } from 'react-router';
import { useFoodPairingInfoQuery } from '@bottle/api';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { foodLabel } from '../../../lib/catalogue-names';
import { ItemScreen } from '../components/item-screen';
import { Body, HeroImage } from '../components/page';
import { ProductsSection } from '../components/product-grid';
import { contentMessages } from '../messages';

export function FoodDetailPage() {
  const t = useT(contentMessages);
  const lang = useLang();
  const { foodNo = '' } = useParams();
  const info = useFoodPairingInfoQuery({ food_cd: foodNo });
  return (
    <ItemScreen
      query={info}
      title={info.data ? foodLabel(info.data, lang) : t('content.foodPairing.title')}
      backTo={paths.foodPairing}
      thumbnail
    >
      {(food) => (
        <>
          <HeroImage src={food.img_url} alt="" width={640} height={360} />
          <Body>
            <p>{food.desc}</p>
          </Body>
          <ProductsSection
            id="food-matches"
            title={t('content.foodDetail.matches')}
            products={food.prd_list}
            empty={t('content.foodDetail.noMatches')}
          />
        </>
      )}
    </ItemScreen>
  );
}
