/**
 * Stores near the member, through the screens: the position is asked only on the member's tap,
 * refused or unavailable falls back to the main store's area and says so, the lists sort nearest
 * first with distance and open state on the server's clock, the product page lists the nearest
 * three with stock, the map draws markers by stock (a small Kakao double in jsdom), a build
 * without a key says why there is no map, and the position never leaves the phone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScreens, renderApp, setupMockServer } from '../../testing/render-app';
import { loginTokens } from '../../testing/demo-login';
import { askMemberPosition, resetMemberPositionForTests, useMemberPosition } from './member-position';
import { isKakaoMapsScript, kakaoMapsSdkUrl } from './kakao-maps';
import { MARKER_COLORS, markerImageSrc } from './store-map';
import { kakaoRouteUrl, stockLevel } from './store-card';

const mock = setupMockServer();

/** Near 판교점 (37.3929, 127.1119), about 200 m away; digits no store has, to find them in requests. */
const MEMBER = { lat: 37.3941, lng: 127.1103 };

type Answer = { ok: true; lat: number; lng: number } | { ok: false; code: 1 | 2 | 3 };

/** A Geolocation double answering as the member (or the OS) would. */
function fakeGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    queueMicrotask(() => {
      if (answer.ok) ok({ coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 30 } } as GeolocationPosition);
      else
        fail?.({ code: answer.code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    });
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

/** Every request the app sends, URL and body, to check that the position is in none. */
function recordRequests(): string[] {
  const seen: string[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    const clone = request.clone();
    void clone.text().then((body) => seen.push(`${request.url} ${body}`));
  });
  return seen;
}

// Saturday 2026-11-28 22:30 in Korea: the 23:00 stores are closing, the 22:00 ones open tomorrow.
const SATURDAY_2230 = Date.parse('2026-11-28T22:30:00+09:00');

// The screens' code compiles on its first import in this file: seconds on a loaded machine, and
// not what these tests are about.
beforeAll(() => loadScreens('/product/findplace', '/product/W00001', '/pickup/reserve/W00001'), 120_000);

beforeEach(() => {
  mock.backend.clock.set(SATURDAY_2230);
});

afterEach(() => {
  resetMemberPositionForTests();
  mock.server.events.removeAllListeners();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(window, 'kakao');
});

const rowNames = () =>
  screen.getAllByRole('button', { name: /매장 정보 보기/ }).map((b) => /보틀 \S+/.exec(b.getAttribute('aria-label') ?? '')?.[0]);

describe('stores near me on the find-place list', () => {
  it('given the page opens, then no position is asked; given the member taps 내 주변 매장 and allows it, then nearest first with distances, said from where they are, and the position is in no request', async () => {
    const user = userEvent.setup();
    const ask = fakeGeolocation({ ok: true, ...MEMBER });
    const requests = recordRequests();
    renderApp({ route: '/product/findplace?prd_cd=W00001' }); // stock: 201:2, 210:3, 218:1, 361:1
    await screen.findAllByRole('button', { name: /매장 정보 보기/ });
    expect(rowNames()[0]).toBe('보틀 판교점'); // most bottles first until asked
    expect(ask).not.toHaveBeenCalled();

    const toggle = screen.getByRole('button', { name: '내 주변 매장' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/현재 위치에서 가까운 순이에요/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rowNames()).toEqual(['보틀 판교점', '보틀 잠실점', '보틀 서울역점', '보틀 부산광복점']));
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    // 판교점 closes at 22:00 (the seed's hours): at 22:30 on the server's clock it opens tomorrow.
    expect(within(first).getByText('190m · 내일 10:00 영업 시작')).toBeInTheDocument();
    // Turning it off gives the list's own order back.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    for (const r of requests) {
      expect(r).not.toContain(String(MEMBER.lat));
      expect(r).not.toContain(String(MEMBER.lng));
    }
  });

  it("given the member refuses, then distances are from the main store's area (a visitor's: 201) and the page says so", async () => {
    const user = userEvent.setup();
    fakeGeolocation({ ok: false, code: 1 });
    renderApp({ route: '/product/findplace?prd_cd=W00001' });
    await user.click(await screen.findByRole('button', { name: '내 주변 매장' }));
    expect(await screen.findByText('위치 권한이 없어 보틀 서울역점 근처를 기준으로 가까운 순을 보여 드려요.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['보틀 서울역점', '보틀 잠실점', '보틀 판교점', '보틀 부산광복점']));
    expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('0m · 곧 마감 · 23:00 마감')).toBeInTheDocument();
  });

  it("given no fix (unavailable), then the member's main store's area, said so", async () => {
    const user = userEvent.setup();
    fakeGeolocation({ ok: false, code: 2 });
    const tokens = loginTokens(mock); // main store 361 잠실점
    renderApp({ route: '/product/findplace?prd_cd=W00001', tokens });
    await user.click(await screen.findByRole('button', { name: '내 주변 매장' }));
    expect(await screen.findByText('위치를 확인할 수 없어 보틀 잠실점 근처를 기준으로 가까운 순을 보여 드려요.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()[0]).toBe('보틀 잠실점'));
  });
});

describe('in stock near me on the product page', () => {
  it("given a member, then the three nearest stores with stock from the main store's area, each one tap from reserving there", async () => {
    const tokens = loginTokens(mock);
    renderApp({ route: '/product/W00001', tokens });
    const section = await screen.findByRole('region', { name: '내 주변 재고' });
    expect(await within(section).findByText(/보틀 잠실점 근처를 기준으로 한 거리예요/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('link')
          .map((a) => a.getAttribute('aria-label')),
      ).toEqual(['보틀 잠실점에서 픽업 예약', '보틀 서울역점에서 픽업 예약', '보틀 판교점에서 픽업 예약']),
    );
    expect(within(section).getByRole('link', { name: '보틀 판교점에서 픽업 예약' })).toHaveAttribute(
      'href',
      '/pickup/reserve/W00001?str_cd=210',
    );
  });
});

/** A Kakao Maps double: records markers and their click handlers. */
function installKakaoDouble() {
  const markers: { title: string; image: string; click?: () => void; map: unknown }[] = [];
  class LatLng {
    constructor(
      readonly lat: number,
      readonly lng: number,
    ) {}
    getLat() {
      return this.lat;
    }
    getLng() {
      return this.lng;
    }
  }
  const maps = {
    load: (cb: () => void) => cb(),
    LatLng,
    LatLngBounds: class {
      extend = () => undefined;
    },
    Map: class {
      setBounds = () => undefined;
      setCenter = () => undefined;
      relayout = () => undefined;
    },
    Size: class {},
    MarkerImage: class {
      constructor(readonly src: string) {}
    },
    Marker: class {
      entry: (typeof markers)[number];
      constructor(o: { title?: string; image?: { src: string }; map?: unknown }) {
        this.entry = { title: o.title ?? '', image: o.image?.src ?? '', map: o.map };
        markers.push(this.entry);
      }
      setMap(map: unknown) {
        this.entry.map = map;
      }
    },
    event: {
      addListener: (target: { entry: (typeof markers)[number] }, _type: string, handler: () => void) => {
        target.entry.click = handler;
      },
    },
  };
  Object.defineProperty(window, 'kakao', { configurable: true, value: { maps } });
  return markers;
}

const KEY = { VITE_BOTTLE_KAKAO_MAP_KEY: '0123456789abcdef0123456789abcdef' };

describe('the store map', () => {
  it('given a build with a map key, when the member opens the map, then one marker per store coloured by stock, and a marker opens the store card with hours, stock and reserve', async () => {
    const user = userEvent.setup();
    const markers = installKakaoDouble();
    renderApp({ route: '/product/findplace?prd_cd=W00001', env: KEY });
    await user.click(await screen.findByRole('button', { name: '지도로 보기' }));
    await waitFor(() =>
      expect(
        markers
          .filter((m) => m.map)
          .map((m) => m.title)
          .sort(),
      ).toEqual(['보틀 부산광복점', '보틀 서울역점', '보틀 잠실점', '보틀 판교점']),
    );
    expect(markers.every((m) => m.image === markerImageSrc(MARKER_COLORS.few))).toBe(true);
    expect(screen.getByText(/표시를 누르면 매장 정보가 열려요/)).toBeInTheDocument();
    markers.find((m) => m.title === '보틀 판교점' && m.map)?.click?.();
    const card = await screen.findByRole('region', { name: '보틀 판교점' });
    expect(within(card).getByText('재고 3병 남음')).toBeInTheDocument();
    expect(await within(card).findByText(/^매일 10:00 ~ 2[23]:00$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '보틀 판교점에서 픽업 예약' })).toHaveAttribute(
      'href',
      '/pickup/reserve/W00001?str_cd=210',
    );
    expect(within(card).getByRole('link', { name: '길찾기' })).toHaveAttribute('href', kakaoRouteUrl('보틀 판교점', 37.3929, 127.1119));
    expect(within(card).getByRole('link', { name: '전화' })).toHaveAttribute('href', 'tel:031-5170-2500'.replace(/-/g, ''));
  });

  it('given a build without a map key, then the map button is unavailable and says why; the list stays', async () => {
    renderApp({ route: '/product/findplace?prd_cd=W00001' });
    const button = await screen.findByRole('button', { name: '지도로 보기' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('이 빌드에는 지도 키가 없어 지도를 보여 드릴 수 없어요. 목록이 같은 내용을 보여 드려요.');
    expect(await screen.findAllByRole('button', { name: /매장 정보 보기/ })).toHaveLength(4);
  });

  it("given the native shell, when the member opens the map, then it opens full screen in the shell's map web view", async () => {
    const user = userEvent.setup();
    const openMapWebView = vi.fn(() => Promise.resolve());
    renderApp({ route: '/product/findplace?prd_cd=W00001', env: KEY, inWebView: true, bridge: { openMapWebView } });
    await user.click(await screen.findByRole('button', { name: '지도로 보기' }));
    await waitFor(() => expect(openMapWebView).toHaveBeenCalledTimes(1));
    expect(openMapWebView).toHaveBeenCalledWith({
      url: expect.stringMatching(/^https?:\/\/[^/]+\/product\/findplace\?prd_cd=W00001&view=map$/),
      title: '재고 있는 매장',
    });
  });
});

describe('the position store and the SDK rules', () => {
  function Probe() {
    const p = useMemberPosition();
    return <output>{p.status}</output>;
  }
  it('given no Geolocation, then unavailable at once', async () => {
    const { render } = await import('@testing-library/react');
    render(<Probe />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    askMemberPosition(undefined);
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
  });

  it('names only the SDK loader and its code as scripts', () => {
    expect(kakaoMapsSdkUrl('0123456789abcdef0123456789abcdef')).toBe(
      'https://dapi.kakao.com/v2/maps/sdk.js?appkey=0123456789abcdef0123456789abcdef&autoload=false',
    );
    expect(() => kakaoMapsSdkUrl('x&callback=evil')).toThrow();
    expect(isKakaoMapsScript('//t1.daumcdn.net/mapjsapi/js/main/4.4.19/kakao.js')).toBe(true);
    expect(isKakaoMapsScript('https://dapi.kakao.com/v2/maps/sdk.js?appkey=a')).toBe(true);
    expect(isKakaoMapsScript('https://t1.daumcdn.net/other/x.js')).toBe(false);
    expect(isKakaoMapsScript('https://evil.example/mapjsapi/x.js')).toBe(false);
    expect(isKakaoMapsScript('/mapjsapi/x.js')).toBe(false);
  });

  it('sorts stock into levels for the marker colours', () => {
    expect([undefined, 0, 1, 5, 6, 40].map(stockLevel)).toEqual(['unknown', 'none', 'few', 'few', 'plenty', 'plenty']);
  });
});
