/**
 * Distance between a member and a store, as members read it ("1.2km"), and lists in order of it.
 *
 * Why the haversine: the stores are points on the Earth (WGS84 degrees, as phones and Kakao Maps
 * give them), and a straight-line distance on the sphere is what "nearest" means on a list; a
 * route's length needs a routing service the app does not have. The spherical model is within
 * 0.5 % of the ellipsoid, far below the rounding the screen shows.
 */
import type { Lang } from '../lang';
import { formatNumber } from '../format/number';

/** A place on the Earth in WGS84 degrees. */
export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** The Earth's mean radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Whether a value is a usable point: finite latitude in [-90, 90], longitude in [-180, 180]. */
export function isGeoPoint(value: unknown): value is GeoPoint {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lng } = value as { lat?: unknown; lng?: unknown };
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** The point of a record that carries `lat` and `lng` (server data): undefined when either is missing or out of range. */
export function geoPointOf(record: { lat?: unknown; lng?: unknown } | null | undefined): GeoPoint | undefined {
  if (!record) return undefined;
  const lat = typeof record.lat === 'string' && record.lat.trim() !== '' ? Number(record.lat) : record.lat;
  const lng = typeof record.lng === 'string' && record.lng.trim() !== '' ? Number(record.lng) : record.lng;
  const point = { lat, lng };
  return isGeoPoint(point) ? { lat: point.lat, lng: point.lng } : undefined;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance in metres (haversine). NaN when either point is not a usable point, so a
 * missing coordinate never passes for "0 m away".
 */
export function distanceMeters(a: GeoPoint | null | undefined, b: GeoPoint | null | undefined): number {
  if (!isGeoPoint(a) || !isGeoPoint(b)) return NaN;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as a member reads it: metres to the nearest 10 below 1 km ('350m'), kilometres with
 * one decimal below 10 km ('1.2km'), whole kilometres beyond ('38km'). Korean writes the unit
 * against the number, English with a space ('1.2 km'). '' for a negative or non-finite value.
 *
 * @example formatDistance(1234, 'ko') // '1.2km'
 */
export function formatDistance(meters: number | null | undefined, lang: Lang = 'ko'): string {
  if (typeof meters !== 'number' || !Number.isFinite(meters) || meters < 0) return '';
  const sep = lang === 'en' ? ' ' : '';
  const tens = Math.round(meters / 10) * 10;
  if (tens < 1000) return `${tens}${sep}m`;
  const km = meters / 1000;
  if (km < 9.95) return `${(Math.round(km * 10) / 10).toFixed(1)}${sep}km`;
  // Grouped by hand (formatNumber), not toLocaleString: the first locale-aware call loads the
  // locale's data, a long task on a phone while the store list renders.
  return `${formatNumber(Math.round(km))}${sep}km`;
}

/** A list item with its distance from the origin (NaN when the item has no point). */
export interface WithDistance<T> {
  readonly item: T;
  readonly meters: number;
}

/**
 * The items nearest first, each with its distance from `origin`. Stable: equal distances keep the
 * list's order, and items without a point (or no origin at all) keep their order after the rest.
 */
export function sortByDistance<T>(
  items: readonly T[],
  origin: GeoPoint | null | undefined,
  pointOf: (item: T) => GeoPoint | undefined,
): WithDistance<T>[] {
  return items
    .map((item, index) => {
      const point = pointOf(item);
      return { item, index, meters: origin && point ? distanceMeters(origin, point) : NaN };
    })
    .sort((a, b) => {
      const an = Number.isNaN(a.meters);
      const bn = Number.isNaN(b.meters);
      if (an !== bn) return an ? 1 : -1;
      return (an ? 0 : a.meters - b.meters) || a.index - b.index;
    })
    .map(({ item, meters }) => ({ item, meters }));
}
