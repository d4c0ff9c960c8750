/**
 * The live build serves no source maps (tools/vite-private-sourcemaps.ts): the app's and the
 * store desk's scripts name none, and asking for one beside a served script is 404. The maps
 * exist for error reporting, outside the served folders.
 */
import { expect, test } from './fixtures';

test('given the live build, when a script and its .map are asked for, then the script names no map and the map is not served (app and store desk)', async ({
  request,
}) => {
  for (const page of ['/', '/desk/']) {
    const html = await (await request.get(page)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length, page).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await request.get(src);
      expect(script.status(), src).toBe(200);
      expect(await script.text(), src).not.toContain('sourceMappingURL');
      const map = await request.get(`${src}.map`);
      expect(map.status(), `${src}.map`).toBe(404);
      expect(await map.text()).not.toContain('sourcesContent');
    }
  }
});
