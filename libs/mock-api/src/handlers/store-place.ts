/**
 * Where a store is and when it opens, as list rows carry it (libs/api A36): the seed's position
 * and the detail's hours, with the holidays resolved against the mock's clock.
 */
import type { StorePlaceFields } from '@bottle/api';
import type { SeedStore } from '../data/types';
import { holidays } from './present';

export function storePlace(store: SeedStore, now: number): Required<StorePlaceFields> {
  return {
    lat: store.lat,
    lng: store.lng,
    bsns_start_time: store.bsns_start_time,
    bsns_end_time: store.bsns_end_time,
    hldy_list: holidays(store, now),
  };
}
