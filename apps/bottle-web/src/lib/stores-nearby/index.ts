/**
 * Stores near the member (distance, open now, the map): the pieces every store list shares.
 * Screens import from here.
 */
export { askMemberPosition, stopNearby, useMemberPosition, resetMemberPositionForTests, POSITION_TIMEOUT_MS } from './member-position';
export type { MemberPosition, PositionStatus } from './member-position';
export { placeRows, useNearby } from './use-nearby';
export type { Nearby, Placed } from './use-nearby';
export { NearbyControl, StoreFacts, storeFactsText, useNearbyStatusText } from './nearby-control';
export { nearbyMessages } from './messages';
export { MapButton } from './map-button';
export type { MapButtonProps } from './map-button';
export { StoreMap, markerImageSrc, MARKER_COLORS } from './store-map';
export type { StoreMapProps } from './store-map';
export { StoreCard, kakaoRouteUrl, stockLevel, PLENTY_FROM } from './store-card';
export type { MapStore, StockLevel, StoreCardProps } from './store-card';
export { loadKakaoMaps, kakaoMapsSdkUrl, isKakaoMapsScript } from './kakao-maps';
