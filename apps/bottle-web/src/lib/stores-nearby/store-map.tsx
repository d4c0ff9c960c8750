/**
 * The stores on a Kakao map (kakao-maps.ts): one marker per store with a position, coloured by
 * its stock (dark green plenty, orange a few, grey none), the member's position when they shared
 * it, and a tap on a marker opens the store's card (store-card.tsx) below the map.
 *
 * The map is an addition to the list, never instead of it: the list beside it says the same
 * (distance, open state, stock, reserve), so a member who cannot use a map (a screen reader, a
 * build without a key, a network that blocks the SDK) loses nothing. Without a key the map
 * button says why there is no map (MapButton).
 */
import styled from '@emotion/styled';
import { geoPointOf } from '@bottle/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n';
import { useServices } from '../services';
import { loadKakaoMaps, type KakaoMap, type KakaoMaps, type KakaoMarker } from './kakao-maps';
import { nearbyMessages } from './messages';
import { StoreCard, stockLevel, type MapStore, type StockLevel } from './store-card';
import type { Nearby, Placed } from './use-nearby';

/** Marker colours: non-text contrast of at least 3:1 on the map's light tiles (WCAG 1.4.11). */
export const MARKER_COLORS: Record<StockLevel, string> = { plenty: '#00484d', few: '#b45309', none: '#6b7280', unknown: '#00484d' };
const MEMBER_COLOR = '#1d4ed8';

/** A map pin as an SVG data URI (img-src allows data:), in the stock's colour. */
export function markerImageSrc(color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40">` +
    `<path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="${color}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function memberImageSrc(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 22 22"><circle cx="11" cy="11" r="8" fill="${MEMBER_COLOR}" stroke="#fff" stroke-width="3"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const Frame = styled.div`
  margin: 0 ${({ theme }) => theme.space.lg};
  > p {
    margin: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Canvas = styled.div<{ tall: boolean }>`
  position: relative;
  height: ${({ tall }) => (tall ? '70vh' : '320px')};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.grayBg};
`;

export interface StoreMapProps {
  stores: readonly Placed<MapStore>[];
  nearby: Nearby;
  prdCd?: string;
  /** Taller, for the shell's full-screen map web view. */
  fullScreen?: boolean;
}

/** Seoul City Hall: where the map starts before it fits the stores. */
const SEOUL = { lat: 37.5663, lng: 126.9779 };

export function StoreMap({ stores, nearby, prdCd, fullScreen = false }: StoreMapProps) {
  const t = useT(nearbyMessages);
  const { config } = useServices();
  const appKey = config.kakaoMapKey;
  const canvas = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<{ maps: KakaoMaps; map: KakaoMap } | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    if (!appKey) return;
    let live = true;
    loadKakaoMaps(appKey)
      .then((maps) => {
        if (!live || !canvas.current) return;
        const map = new maps.Map(canvas.current, { center: new maps.LatLng(SEOUL.lat, SEOUL.lng), level: 8 });
        setApi({ maps, map });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [appKey]);

  // Markers follow the list: redrawn when its stores, their stock or the member's position change
  // (not on every render, which would refit the map under the member's fingers).
  const origin = nearby.originKind === 'device' ? nearby.origin : undefined;
  const youAreHere = t('nearby.youAreHere');
  const signature = JSON.stringify([
    stores.map(({ item }) => [item.str_cd, item.lat, item.lng, item.stock_qty]),
    origin?.lat,
    origin?.lng,
    youAreHere,
  ]);
  // Keyed on the signature alone: it is what of the stores and the origin the markers show.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for stores and origin (new arrays each render).
  const drawn = useMemo(() => ({ stores, origin }), [signature]);
  useEffect(() => {
    const { stores, origin } = drawn;
    if (!api) return;
    const { maps, map } = api;
    const markers: KakaoMarker[] = [];
    const bounds = new maps.LatLngBounds();
    let any = false;
    for (const { item } of stores) {
      const point = geoPointOf(item);
      if (!point) continue;
      const position = new maps.LatLng(point.lat, point.lng);
      const marker = new maps.Marker({
        map,
        position,
        title: item.str_nm,
        clickable: true,
        image: new maps.MarkerImage(markerImageSrc(MARKER_COLORS[stockLevel(item.stock_qty)]), new maps.Size(28, 40)),
      });
      maps.event.addListener(marker, 'click', () => setSelected(item.str_cd));
      markers.push(marker);
      bounds.extend(position);
      any = true;
    }
    if (origin) {
      const position = new maps.LatLng(origin.lat, origin.lng);
      markers.push(
        new maps.Marker({
          map,
          position,
          title: youAreHere,
          image: new maps.MarkerImage(memberImageSrc(), new maps.Size(22, 22)),
          zIndex: 3,
        }),
      );
      bounds.extend(position);
    }
    if (any) map.setBounds(bounds);
    return () => {
      for (const marker of markers) marker.setMap(null);
    };
  }, [api, drawn, youAreHere]);

  const chosen = stores.find((s) => s.item.str_cd === selected);
  if (!appKey) return null;
  return (
    <Frame>
      <Canvas
        ref={canvas}
        role="region"
        aria-label={t('nearby.mapTitle')}
        aria-describedby="store-map-hint"
        data-map-state={failed ? 'failed' : api ? 'ready' : 'loading'}
        tall={fullScreen}
      />
      <p id="store-map-hint">{failed ? t('nearby.mapFailed') : api ? t('nearby.mapHint') : t('nearby.mapLoading')}</p>
      {chosen ? (
        <StoreCard
          store={chosen.item}
          meters={chosen.meters}
          nearby={nearby}
          {...(prdCd ? { prdCd } : {})}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </Frame>
  );
}
