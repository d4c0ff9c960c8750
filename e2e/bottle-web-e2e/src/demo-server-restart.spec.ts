/**
 * The demo server keeps its state on disk. A member logs in through the screens and
 * reserves a pickup; the server is stopped and started again on the same data folder; after a
 * reload the member is still logged in and the reservation is still in My pickups. This journey
 * runs its own server (its own port and folder), because it stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_BASE_PORT } from '../playwright.config';
import { expect, test } from './fixtures';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** Starts the built demo server and resolves once it says it listens. */
async function startServer(port: number, dataDir: string, reset: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, [resolve(root, 'dist/apps/demo-server/main.mjs'), ...(reset ? ['--reset'] : [])], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: 'localhost', DEMO_DATA_DIR: dataDir, DEMO_LATENCY_MS: '0', DEMO_LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the demo server did not start:\n${output}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('listening on')) {
        clearTimeout(timer);
        done();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('exit', (code) => fail(new Error(`the demo server exited ${code}:\n${output}`)));
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  expect(code).toBe(0);
}

test('given a reservation made through the screens, when the demo server restarts, then the member and the reservation are still there', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const port = E2E_BASE_PORT + 20 + testInfo.parallelIndex;
  const base = `http://localhost:${port}`;
  const dataDir = resolve(root, `tmp/e2e-data/restart-${testInfo.parallelIndex}`);
  rmSync(dataDir, { recursive: true, force: true });
  let server = await startServer(port, dataDir, true);
  try {
    // Log in the way a member does: the login screen, the sign-on host's page, and back.
    await page.goto(`${base}/login?redirect=%2Fpickup%2Freserve%2FW00010`);
    await page.getByRole('button', { name: '통합 아이디로 로그인' }).click();
    await page.getByLabel('아이디').fill('demo');
    await page.getByLabel('비밀번호').fill('bottle1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(`${base}/pickup/reserve/W00010`);

    // Reserve 샤토 딸보 2022 at the main store (잠실점 has it).
    await expect(page.getByRole('heading', { level: 1, name: '픽업 예약' })).toBeVisible();
    await page.getByRole('button', { name: '다음' }).tap();
    await page.getByRole('radio', { name: /보틀 잠실점/ }).check();
    await page.getByRole('button', { name: '다음' }).tap();
    await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await page.getByRole('button', { name: '다음' }).tap();
    await page.getByRole('button', { name: '예약하기' }).tap();
    await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();

    // The server goes down and comes back on the same folder, with nothing of the old process.
    await stopServer(server);
    server = await startServer(port, dataDir, false);

    await page.goto(`${base}/pickup`);
    await expect(page.getByRole('heading', { level: 1, name: '나의 픽업' })).toBeVisible();
    const item = page.getByRole('link', { name: /샤토 딸보 2022/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText('보틀 잠실점');
  } finally {
    await stopServer(server);
  }
});
