/**
 * Keeps its state on disk : what members did survives a restart; --reset starts
 * clean; a broken file is moved aside and reported, never lost; concurrent changes all land and
 * the file always equals the state in memory; the demo's reset controls.
 */
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataset } from '@bottle/mock-api';
import type { WishListResponse, WishToggleResponse } from '@bottle/api';
import { STATE_FILE_NAME, type StateFileData } from './state-file';
import { controlHeaders, gatewayHeaders, login, postJson, TEST_OPERATOR_KEY, useFreshFixture } from './test-support';

const DAY = 24 * 60 * 60 * 1000;

const fresh = useFreshFixture();
const startTracked = (options?: Parameters<typeof fresh.startTracked>[0]) => fresh.startTracked(options);

async function readStateFile(): Promise<StateFileData> {
  return JSON.parse(await readFile(join(fresh.fixture.dataDir, STATE_FILE_NAME), 'utf8')) as StateFileData;
}

async function toggleWish(url: string, token: string, prdCd: string): Promise<WishToggleResponse> {
  const { status, body } = await postJson<WishToggleResponse>(
    url,
    '/api/app/mybunker/toggle',
    { prd_cd: prdCd },
    gatewayHeaders('bottle', token),
  );
  if (status !== 200) throw new Error(`wish toggle ${prdCd}: ${status}`);
  return body;
}

async function wishList(url: string, token: string): Promise<string[]> {
  const { body } = await postJson<WishListResponse>(url, '/api/app/mybunker/list', { page_size: 100 }, gatewayHeaders('bottle', token));
  return body.list.map((p) => p.prd_cd).sort();
}

describe('state across restarts', () => {
  it('given a member added a wish, when the server is closed and a new one starts on the same data folder, then the wish and the session are still there', async () => {
    const first = await startTracked();
    expect(first.state.origin).toBe('fresh');
    const token = await login(first.url);
    await toggleWish(first.url, token, 'W00001');
    await first.close();

    const second = await startTracked();
    expect(second.state.origin).toBe('loaded');
    // The same access token still works: tokens are part of the saved state.
    expect(await wishList(second.url, token)).toEqual(['W00001']);
  });

  it('given a change, when its answer arrives, then the file on disk already holds it (saved before the answer goes out)', async () => {
    const demo = await startTracked();
    const token = await login(demo.url);
    await toggleWish(demo.url, token, 'W00002');
    const cno = Object.keys((await readStateFile()).state.members)[0] ?? '';
    expect((await readStateFile()).state.members[cno]?.wish).toEqual(['W00002']);
  });

  it('given saved state, when the server starts with reset, then it starts from the seed and saves the clean state', async () => {
    const first = await startTracked();
    const token = await login(first.url);
    await toggleWish(first.url, token, 'W00001');
    await first.close();

    const second = await startTracked({ reset: true });
    expect(second.state.origin).toBe('reset');
    expect(second.api.backend.state.members).toEqual({});
    const file = await readStateFile();
    expect(file.state.members).toEqual({});
    expect(file.state.access_tokens).toEqual({});
    // The old token is gone with the state.
    expect((await postJson(second.url, '/api/app/mybunker/list', {}, gatewayHeaders('bottle', token))).status).toBe(401);
  });

  it('given the clock was moved, when the server restarts, then the clock is still ahead', async () => {
    const first = await startTracked();
    await postJson(first.url, '/mock-api/clock', { advance_ms: 2 * DAY }, controlHeaders());
    await first.close();
    expect((await readStateFile()).clock_offset_ms).toBeGreaterThan(2 * DAY - 5_000);

    const second = await startTracked();
    const { body } = await postJson<{ now_ms: number }>(second.url, '/mock-api/clock', {}, controlHeaders());
    expect(body.now_ms - Date.now()).toBeGreaterThan(2 * DAY - 5_000);
    expect(body.now_ms - Date.now()).toBeLessThan(2 * DAY + 5_000);
  });
});

describe('closing', () => {
  it('given a change under way, when the server is closed, then the call still answers and its change is on disk before close resolves', async () => {
    const demo = await startTracked();
    const token = await login(demo.url);
    demo.api.scenarios.slow('/app/mybunker/toggle', 200);
    const arrived = new Promise<void>((resolve) => demo.server.once('request', () => resolve()));
    const call = toggleWish(demo.url, token, 'W00003');
    await arrived;

    await demo.close();

    expect((await call).isMyBucker).toBe('Y');
    const cno = dataset.memberByLoginId.get('demo')?.cno ?? '';
    expect((await readStateFile()).state.members[cno]?.wish).toEqual(['W00003']);
    // Closed: no new connection is accepted.
    await expect(fetch(`${demo.url}/`)).rejects.toThrow();
  });
});

describe('a broken state file', () => {
  it.each([
    ['not JSON', '{"format": "bottle-demo-state", "version": 1, "sta'],
    ['another file version', JSON.stringify({ format: 'bottle-demo-state', version: 2, saved_at: '', state: {} })],
    ['another state version', JSON.stringify({ format: 'bottle-demo-state', version: 1, saved_at: '', state: { version: 0 } })],
    [
      'a state missing its members',
      JSON.stringify({ format: 'bottle-demo-state', version: 1, saved_at: '', state: { version: 1, seq: 1 } }),
    ],
    ['an array', '[]'],
  ])(
    'given a state file that is %s, when the server starts, then the file is moved aside with its content, reported, and the demo starts clean',
    async (_kind, content) => {
      await mkdir(fresh.fixture.dataDir, { recursive: true });
      await writeFile(join(fresh.fixture.dataDir, STATE_FILE_NAME), content);
      const warn = vi.fn();

      const demo = await startTracked({ warn });

      expect(demo.state.origin).toBe('recovered');
      const movedTo = demo.state.movedTo ?? '';
      expect(movedTo).toMatch(/state\.broken-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/);
      expect(await readFile(movedTo, 'utf8')).toBe(content);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toContain(movedTo);
      expect(demo.api.backend.state.members).toEqual({});
      expect((await readStateFile()).state.members).toEqual({});
    },
  );

  it('given a state file that cannot be read (a folder in its place), when the server starts, then it is moved aside and the demo starts clean', async () => {
    await mkdir(join(fresh.fixture.dataDir, STATE_FILE_NAME), { recursive: true });
    const warn = vi.fn();
    const demo = await startTracked({ warn });
    expect(demo.state.origin).toBe('recovered');
    expect(demo.state.reason).toContain('cannot be read');
    expect((await readdir(fresh.fixture.dataDir)).filter((name) => name.startsWith('state.broken-'))).toHaveLength(1);
    expect((await readStateFile()).state.members).toEqual({});
  });
});

describe('several members at once', () => {
  it('given four members making 20 changes at the same time, when all have answered, then every change landed and the file equals the state in memory', async () => {
    // A latency range shuffles the order in which the calls run.
    const demo = await startTracked({ latency: [0, 25] });
    const members = ['demo', 'family', 'silver', 'gold'];
    const tokens = await Promise.all(members.map((id) => login(demo.url, id)));
    const products = dataset.products.slice(0, 5).map((p) => p.prd_cd);

    const cnos = members.map((id) => dataset.memberByLoginId.get(id)?.cno ?? '');
    const missingOnDisk: string[] = [];
    const answers = await Promise.all(
      tokens.flatMap((token, i) =>
        products.map(async (prd) => {
          const answer = await toggleWish(demo.url, token, prd);
          // The moment its answer arrives, the change is on disk (read before anything else runs).
          const onDisk = JSON.parse(readFileSync(join(fresh.fixture.dataDir, STATE_FILE_NAME), 'utf8')) as StateFileData;
          if (!onDisk.state.members[cnos[i] ?? '']?.wish.includes(prd)) missingOnDisk.push(`${members[i]} ${prd}`);
          return answer;
        }),
      ),
    );

    expect(missingOnDisk).toEqual([]);
    expect(answers.every((a) => a.isMyBucker === 'Y')).toBe(true);
    for (const token of tokens) expect(await wishList(demo.url, token)).toEqual([...products].sort());
    const file = await readStateFile();
    expect(file.state).toEqual(JSON.parse(JSON.stringify(demo.api.backend.state)));
    // No temporary file is left behind.
    expect((await readdir(fresh.fixture.dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('resetting the demo', () => {
  it('given a member with a wish, when POST /mock-api/reset is called, then the state is the seed, on disk too', async () => {
    const demo = await startTracked();
    const token = await login(demo.url);
    await toggleWish(demo.url, token, 'W00001');
    demo.api.scenarios.fail('/app/store/list', 500, { times: Infinity });

    const { status, body } = await postJson(demo.url, '/mock-api/reset', {}, controlHeaders());

    expect(status).toBe(200);
    expect(body).toEqual({ reset: true });
    expect((await readStateFile()).state.members).toEqual({});
    expect((await postJson(demo.url, '/api/app/store/list', {}, gatewayHeaders('bottle'))).status).toBe(200);
  });

  it('given a member with a wish, when the operator opens an app page with ?demo-reset=1, then the demo resets and the page redirects to itself without the parameter', async () => {
    const demo = await startTracked();
    const token = await login(demo.url);
    await toggleWish(demo.url, token, 'W00001');
    const operator = { cookie: `bottle_demo_operator=${TEST_OPERATOR_KEY}` };

    const response = await fetch(`${demo.url}/product/W00001?tab=info&demo-reset=1&x=%ED%95%9C`, { redirect: 'manual', headers: operator });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/product/W00001?tab=info&x=%ED%95%9C');
    expect(demo.api.backend.state.members).toEqual({});
    expect((await readStateFile()).state.members).toEqual({});
    const home = await fetch(`${demo.url}/?demo-reset=1`, { redirect: 'manual', headers: operator });
    expect(home.headers.get('location')).toBe('/');
  });

  it('given ?demo-reset=1 on an asset or without =1, when it is fetched, then nothing is reset', async () => {
    const demo = await startTracked();
    const token = await login(demo.url);
    await toggleWish(demo.url, token, 'W00001');
    expect((await fetch(`${demo.url}/assets/app-abc123.js?demo-reset=1`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${demo.url}/?demo-reset=0`, { redirect: 'manual' })).status).toBe(200);
    expect(await wishList(demo.url, token)).toEqual(['W00001']);
  });
});
