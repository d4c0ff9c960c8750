/**
 * Whether the device is online, for the screens: the same source libs/api pauses its queries on
 * (spec §4 "Data fetching pauses when offline"), so what the member is told and what the data
 * layer does never disagree.
 */
import { useSyncExternalStore } from 'react';
import { getApiRuntime, subscribeConnectivity } from '@bottle/api';

const connectivity = () => getApiRuntime().config.connectivity;

function subscribe(listener: () => void): () => void {
  return subscribeConnectivity(connectivity(), listener);
}

function isOnline(): boolean {
  return connectivity().isOnline();
}

/** true while online; re-renders on every 'online' and 'offline' event. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
