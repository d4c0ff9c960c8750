/** Where stores are and whether they are open: distance, its wording and order, open now. */
export type { GeoPoint, WithDistance } from './distance';
export { EARTH_RADIUS_M, distanceMeters, formatDistance, geoPointOf, isGeoPoint, sortByDistance } from './distance';
export type { StoreOpenState, StoreHours } from './open-state';
export { CLOSING_SOON_MIN, formatOpenState, isOpenNow, openStateAt, parseHourMinute } from './open-state';
