/**
 * A small double of the Kakao Maps JavaScript SDK, served to the browser in place of Kakao's
 * hosts (Playwright routes), so the map journeys need no network and no key. Only in tests, as
 * the fake native shells are.
 *
 * It behaves as the real SDK does where the app depends on it:
 * - `sdk.js?appkey=…&autoload=false` defines `kakao.maps.load(callback)`, which inserts the
 *   SDK's code as a second script from t1.daumcdn.net/mapjsapi/ with `script.src` (under the
 *   page's Trusted Types that goes through the app's `default` policy, as the real loader's does);
 * - that code defines LatLng, LatLngBounds, Map, Marker, MarkerImage, Size and event.addListener,
 *   then runs the waiting callbacks.
 * What it draws is plain DOM for the journeys to find: each marker is an `img[data-kakao-marker]`
 * with the marker's title and image, and a click on it runs the marker's click listeners.
 */
import type { Page } from '@playwright/test';

export const KAKAO_SDK_URL = 'https://dapi.kakao.com/v2/maps/sdk.js**';
export const KAKAO_CODE_URL = 'https://t1.daumcdn.net/mapjsapi/**';

const LOADER = `
(function () {
  var waiting = [];
  var kakao = (window.kakao = window.kakao || {});
  kakao.maps = kakao.maps || {};
  kakao.maps.__waiting = waiting;
  kakao.maps.load = function (callback) {
    if (kakao.maps.Map) { callback(); return; }
    waiting.push(callback);
    if (waiting.length > 1) return;
    var script = document.createElement('script');
    script.src = 'https://t1.daumcdn.net/mapjsapi/js/main/4.4.19/kakao.js';
    document.head.appendChild(script);
  };
})();
`;

const CODE = `
(function () {
  var maps = window.kakao.maps;
  function LatLng(lat, lng) { this.lat = lat; this.lng = lng; }
  LatLng.prototype.getLat = function () { return this.lat; };
  LatLng.prototype.getLng = function () { return this.lng; };
  function LatLngBounds() { this.points = []; }
  LatLngBounds.prototype.extend = function (p) { this.points.push(p); };
  function Size(w, h) { this.width = w; this.height = h; }
  function MarkerImage(src, size) { this.src = src; this.size = size; }
  function Map(container, options) {
    this.container = container;
    this.center = options.center;
    this.level = options.level;
    this.layer = document.createElement('div');
    this.layer.setAttribute('data-kakao-map', '');
    this.layer.style.position = 'absolute';
    this.layer.style.inset = '0';
    container.appendChild(this.layer);
    this.markers = 0;
  }
  Map.prototype.setBounds = function (bounds) { this.bounds = bounds; };
  Map.prototype.setCenter = function (center) { this.center = center; };
  Map.prototype.relayout = function () {};
  var listeners = [];
  function Marker(options) {
    this.options = options;
    this.el = document.createElement('img');
    this.el.setAttribute('data-kakao-marker', '');
    this.el.setAttribute('alt', '');
    this.el.title = options.title || '';
    if (options.image) this.el.src = options.image.src;
    this.el.style.position = 'absolute';
    this.el.style.width = '28px';
    this.el.style.height = '40px';
    this.el.style.cursor = 'pointer';
    var self = this;
    this.el.addEventListener('click', function () {
      listeners.filter(function (l) { return l.target === self && l.type === 'click'; }).forEach(function (l) { l.handler(); });
    });
    if (options.map) this.setMap(options.map);
  }
  Marker.prototype.setMap = function (map) {
    if (this.el.parentNode) this.el.parentNode.removeChild(this.el);
    if (!map) return;
    var n = map.markers++;
    this.el.style.left = 8 + (n % 8) * 40 + 'px';
    this.el.style.top = 8 + Math.floor(n / 8) * 48 + 'px';
    map.layer.appendChild(this.el);
  };
  maps.LatLng = LatLng;
  maps.LatLngBounds = LatLngBounds;
  maps.Size = Size;
  maps.MarkerImage = MarkerImage;
  maps.Map = Map;
  maps.Marker = Marker;
  maps.event = { addListener: function (target, type, handler) { listeners.push({ target: target, type: type, handler: handler }); } };
  var waiting = maps.__waiting || [];
  maps.__waiting = [];
  waiting.forEach(function (callback) { callback(); });
})();
`;

/** Serves the double for Kakao's hosts to this page; answers the URLs it served. */
export async function serveKakaoMapsDouble(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(KAKAO_SDK_URL, (route) => {
    served.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: LOADER });
  });
  await page.route(KAKAO_CODE_URL, (route) => {
    served.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: CODE });
  });
  return served;
}
