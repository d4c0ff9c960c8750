/**
 * Home's store list once mounted: the 내 주변 매장 control, and each store's distance (while the
 * member asked for stores near them) and open state on the server's clock (lib/stores-nearby).
 * Its own chunk, so the first route does not carry it (README "Budgets").
 */
import type { StoreListItem } from '@bottle/api';
import { NearbyControl, placeRows, StoreFacts, useNearby } from '../../../lib/stores-nearby';
import { StoreList, StoreRow } from './store-rows';

export default function NearbyStoreRows({ stores }: { stores: readonly StoreListItem[] }) {
  const nearby = useNearby();
  return (
    <>
      <NearbyControl nearby={nearby} />
      <StoreList>
        {placeRows(stores, nearby).map(({ item, meters }) => (
          <StoreRow key={item.str_cd} store={item}>
            <StoreFacts meters={meters} open={nearby.openState(item)} />
          </StoreRow>
        ))}
      </StoreList>
    </>
  );
}
