/**
 * What a phone's first visit to home asks for first, on the real build and server: the page's
 * head names only the code of the first screen, most urgent first, and the screen's largest
 * picture (the first monthly pick's first product, in the first viewport) is asked for as soon as
 * the early data's answer names it, before the app's entry script has run. The journeys check the
 * order of events (a file held until a request has left), never how long something took.
 */
import { expect, expectNoSeriousViolations, holdUntil, test, whenRequested, type Page } from './fixtures';

test.use({ viewport: { width: 412, height: 823 } });

/** The paths of the modules `html`'s head names, at once or for later (docs/decisions/0173-calls-before-modules.md), in order. */
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="(?:bottle-later-)?modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');

/**
 * The first monthly pick's first product answers with `picture`, a web picture of the app's own
 * origin: the demo's pictures are inline (data:), which need no request, so a journey about the
 * picture's request needs a web one.
 */
async function giveFirstPickPicture(page: Page, picture: string): Promise<void> {
  await page.route('**/api/app/main/monthlyitem/list', async (route) => {
    const answer = await route.fetch();
    const json = (await answer.json()) as { list: { prd_list: { img_url: string }[] }[] };
    const first = json.list[0]?.prd_list[0];
    if (first) first.img_url = picture;
    await route.fulfill({ response: answer, json });
  });
}

/**
 * Opens `path` with the app's entry script held until the picture in the prerendered `place` has
 * been drawn: what is drawn there then, the app cannot have drawn. Resolves with the order of
 * events so far ('picture painted'), the console's errors, and `release`, which lets the entry go
 * (noted as 'entry released'). Not until "load": the held entry (a module script) holds it back.
 */
async function openHeldUntilPainted(page: Page, path: string, place: string) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const log: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await holdUntil(
    page,
    '**/assets/index-*.js',
    released.then(() => void log.push('entry released')),
  );
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    (selector) => {
      const img = document.querySelector<HTMLImageElement>(selector);
      return !!img && img.complete && img.naturalWidth > 0;
    },
    place,
    { timeout: 0 },
  );
  log.push('picture painted');
  return { log, errors, release };
}

/** Where `selector`'s element sits relative to `anchor`'s: what is above the anchor may still settle. */
function offsetFrom(page: Page, anchor: string, selector: string) {
  return page.evaluate(
    ([a, s]) => {
      const from = document.querySelector(a)?.getBoundingClientRect();
      const box = document.querySelector(s)?.getBoundingClientRect();
      return box && from ? { x: box.x, dy: box.y - from.y, width: box.width, height: box.height } : undefined;
    },
    [anchor, selector] as const,
  );
}

/** React's reports of a page it could not take over as it was. */
const hydrationErrors = (errors: string[]) => errors.filter((e) => /did not match|hydrat|Minified React error/i.test(e));

test.describe("given a phone's first visit to home", () => {
  test("when the HTML arrives, then its head names the early data first and then only the first screen's code, the screen before the sections below the banners and the age check last", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The server may add attributes (a nonce) to the tags: found by their file.
    const early = head.search(/<script[^>]*\ssrc="\/assets\/early-/);
    const entry = head.search(/<script[^>]*\ssrc="\/assets\/index-/);
    expect(early).toBeGreaterThan(-1);
    expect(early).toBeLessThan(entry);
    const links = modulePreloads(head);
    const at = (name: string) => links.findIndex((href) => href.startsWith(`/assets/${name}-`));
    expect(at('framework')).toBeGreaterThan(-1);
    expect(at('main-page')).toBeGreaterThan(at('framework'));
    expect(at('home-sections')).toBeGreaterThan(at('main-page'));
    expect(at('age-popup')).toBeGreaterThan(at('home-sections'));
    // What the first paint does not show loads when the app asks for it: the main popup (it waits
    // for the age check), its dialog and opener, a member's age gate, the other tabs' session watch.
    for (const later of ['main-popup', 'member-age-gate', 'opener', 'modal', 'cross-tab']) expect.soft(at(later), later).toBe(-1);
  });

  test("when home loads, then the first pick's first picture is asked for before the app's entry script has run, and it is drawn with high priority and not lazily", async ({
    page,
  }) => {
    // The demo's pictures are inline (data:), which need no request: the first pick's first
    // product gets a picture of the app's own origin so that its request can be seen.
    const picture = '/images/system-inspection.svg?first-pick';
    await giveFirstPickPicture(page, picture);
    const log: string[] = [];
    const asked = whenRequested(page, picture).then(() => void log.push('picture asked'));
    await holdUntil(
      page,
      '**/assets/index-*.js',
      asked.then(() => void log.push('entry released')),
    );
    await page.goto('/');
    const img = page.locator(`img[src="${picture}"]`);
    // The picture is drawn once the entry, the sections' chunk and the picks' answer are in: on a
    // loaded machine that can take longer than an assertion's retry window, so the step waits for
    // the picture itself (within the test's time), then checks.
    await img.waitFor({ state: 'visible' });
    expect(log).toEqual(['picture asked', 'entry released']);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
  });

  test("when home loads, then the page paints the first banner's picture (the demo's inline picture, as the server answers it) in the banners' place before the app's entry script has run, and the carousel's first card shows it in the same place", async ({
    page,
  }) => {
    const place = 'img[data-early-picture="home-first-banner"]';
    const { log, errors, release } = await openHeldUntilPainted(page, '/', place);
    const shown = await page.locator(place).getAttribute('src');
    expect(shown).toMatch(/^data:image\//);
    const section = 'section[aria-labelledby="main-banners"]';
    const early = await offsetFrom(page, section, place);
    await expectNoSeriousViolations(page, 'home loading, the first banner in place');
    release();
    const firstCard = 'ul[aria-label="추천 배너"] > li:first-child img';
    await page.locator(firstCard).waitFor({ state: 'visible', timeout: 0 });
    expect(log).toEqual(['picture painted', 'entry released']);
    await expect(page.locator(firstCard)).toHaveAttribute('src', shown ?? '');
    await expect(page.locator(place)).toHaveCount(0);
    expect(await offsetFrom(page, section, firstCard)).toEqual(early);
    expect(hydrationErrors(errors)).toEqual([]);
  });

  test("when home loads, then the page paints the first pick's first picture in the loading state's place for it before the app's entry script has run, asks for it once, and React keeps the page and puts the shelf's picture in the same place", async ({
    page,
  }) => {
    // A web picture (the demo's are inline, which need no request), of the app's origin: its one request is counted.
    const picture = '/images/system-inspection.svg?first-pick-place';
    await giveFirstPickPicture(page, picture);
    let requests = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (`${url.pathname}${url.search}` === picture) requests += 1;
    });
    const place = 'img[data-early-picture="home-first-pick"]';
    const { log, errors, release } = await openHeldUntilPainted(page, '/', place);
    const heading = '#main-monthly';
    const early = await offsetFrom(page, heading, place);
    // The prerendered loading state with the picture in it, before any script of the app: axe-clean
    // (the place is decorative, under the section's loading status).
    await expectNoSeriousViolations(page, 'home loading, its largest picture in place');
    expect(await page.evaluate(() => (window as unknown as { __bottleAppCalling?: boolean }).__bottleAppCalling)).toBeUndefined();
    release();
    // The app's shelf replaces the placeholder: on a loaded machine that can take longer than an
    // assertion's retry window, so the step waits for the shelf itself (within the test's time).
    const shelfPicture = 'section[aria-labelledby="main-monthly"] ul[aria-label] > li:first-child img';
    await page.locator(shelfPicture).first().waitFor({ state: 'visible', timeout: 0 });
    expect(log).toEqual(['picture painted', 'entry released']);
    await expect(page.locator(shelfPicture).first()).toHaveAttribute('src', picture);
    await expect(page.locator(place)).toHaveCount(0);
    expect(await offsetFrom(page, heading, shelfPicture)).toEqual(early);
    expect(requests).toBe(1);
    expect(hydrationErrors(errors)).toEqual([]);
  });
});

test.describe("given a phone's first visit to a product", () => {
  test("when the product page loads, then the page paints the product's first picture (the demo's inline picture) in the loading state's place before the app's entry script has run, and the gallery shows it in the same place", async ({
    page,
  }) => {
    const place = 'img[data-early-picture="product-first-picture"]';
    const { log, errors, release } = await openHeldUntilPainted(page, '/product/W00001', place);
    const shown = await page.locator(place).getAttribute('src');
    expect(shown).toMatch(/^data:image\//);
    const main = 'main#content';
    const early = await offsetFrom(page, main, place);
    await expectNoSeriousViolations(page, 'product loading, its picture in place');
    release();
    const gallery = 'article img[fetchpriority="high"]';
    await page.locator(gallery).waitFor({ state: 'visible', timeout: 0 });
    expect(log).toEqual(['picture painted', 'entry released']);
    await expect(page.locator(gallery)).toHaveAttribute('src', shown ?? '');
    await expect(page.locator(place)).toHaveCount(0);
    expect(await offsetFrom(page, main, gallery)).toEqual(early);
    expect(hydrationErrors(errors)).toEqual([]);
  });
});

test.describe("given a phone's first visit to a search", () => {
  test("when a search loads, then the page writes the first result's name and paints its picture in the first card's place before the app's entry script has run, and the first card shows the same name and picture in the same place", async ({
    page,
  }) => {
    const place = 'img[data-early-picture="search-first"]';
    const name = 'h3[data-early-text="search-first"]';
    const { log, errors, release } = await openHeldUntilPainted(page, '/search?q=%EB%A0%88%EB%93%9C', place);
    const shown = await page.locator(place).getAttribute('src');
    const written = await page.locator(name).textContent();
    expect(written).toBeTruthy();
    const main = 'main#content';
    const earlyName = await offsetFrom(page, main, name);
    await expectNoSeriousViolations(page, 'search loading, the first result in place');
    release();
    const wine = page.getByRole('region', { name: /^와인 \d+개$/ });
    const heading = wine.getByRole('heading', { level: 3 }).first();
    await expect(heading).toHaveText(written ?? '', { timeout: 30_000 });
    expect(log).toEqual(['picture painted', 'entry released']);
    await expect(wine.locator('img').first()).toHaveAttribute('src', shown ?? '');
    await expect(page.locator(name)).toHaveCount(0);
    // The card's name is the early name's place and size (the largest paint stays the early one).
    const cardName = await offsetFrom(page, main, '[aria-labelledby="results-wine"] h3');
    expect(cardName).toEqual(earlyName);
    expect(hydrationErrors(errors)).toEqual([]);
  });
});

test.describe("given a phone's first visit to the events", () => {
  test("when the events load, then the page paints the first event's cover in the first card's place before the app's entry script has run, and the first card shows the same cover in the same place, asked for first and not lazily", async ({
    page,
  }) => {
    const place = 'img[data-early-picture="event-first"]';
    const { log, errors, release } = await openHeldUntilPainted(page, '/event', place);
    const shown = await page.locator(place).getAttribute('src');
    expect(shown).toBeTruthy();
    const main = 'main#content';
    const early = await offsetFrom(page, main, place);
    await expectNoSeriousViolations(page, 'events loading, the first cover in place');
    release();
    const cover = 'li[data-index="0"] img';
    await page.locator(cover).waitFor({ state: 'visible', timeout: 0 });
    expect(log).toEqual(['picture painted', 'entry released']);
    await expect(page.locator(cover)).toHaveAttribute('src', shown ?? '');
    await expect(page.locator(cover)).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator(cover)).not.toHaveAttribute('loading', 'lazy');
    await expect(page.locator(place)).toHaveCount(0);
    expect(await offsetFrom(page, main, cover)).toEqual(early);
    expect(hydrationErrors(errors)).toEqual([]);
  });
});
