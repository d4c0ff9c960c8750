/**
 * Step 2, location select (spec §2): every store with its stock, distance and open state, the
 * main store first, or nearest first once the member taps 내 주변 매장.
 */
import { ErrorState, SkeletonList } from '@bottle/ui';
import { useT } from '../../../../lib/i18n';
import type { PickupStores } from '../../api/use-pickup-stores';
import type { PickupDraft } from '../../lib/draft';
import { pickupMessages } from '../../messages';
import { InlineAlert } from '../page';
import { StorePicker } from '../store-picker';
import { NearbyControl, useNearby } from '../../../../lib/stores-nearby';

export function StoreStep({ stores, draft, onStore }: { stores: PickupStores; draft: PickupDraft; onStore: (strCd: string) => void }) {
  const t = useT(pickupMessages);
  const nearby = useNearby();
  if (stores.isLoading) return <SkeletonList rows={5} />;
  if (stores.isError) return <ErrorState onRetry={stores.refetch} retrying={stores.isFetching} />;
  if (stores.rows.length === 0) return <InlineAlert role="alert">{t('pickup.noStores')}</InlineAlert>;
  return (
    <>
      <NearbyControl nearby={nearby} />
      <StorePicker
        name="pickup-store"
        legend={t('pickup.storeLegend')}
        rows={stores.rows}
        value={draft.strCd}
        qty={draft.qty}
        onChange={onStore}
        nearby={nearby}
      />
    </>
  );
}
