#!/usr/bin/env node
/**
 * `node dist/apps/demo-server/main.mjs [--reset]`: the demo server's command line.
 * Options and environment: src/config.ts. Prints where to open the app (every LAN address with
 * HOST=0.0.0.0, for a phone or the native shell), where the state is kept and how it began.
 */
import { networkInterfaces } from 'node:os';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, USAGE, findWorkspaceRoot, parseCli, type Latency } from './config';
import { DemoServerError, createDemoServer, type DemoServer } from './server';

/** Every non-internal IPv4 address of the machine, as app URLs. */
function lanUrls(port: number): string[] {
  const urls: string[] = [];
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) urls.push(`http://${address.address}:${port}/`);
    }
  }
  return urls;
}

function describeLatency(latency: Latency): string {
  return typeof latency === 'number' ? `${latency} ms` : `${latency[0]}-${latency[1]} ms`;
}

function describeState(demo: DemoServer): string {
  const { file, origin, savedAt, movedTo } = demo.state;
  switch (origin) {
    case 'loaded':
      return `loaded from ${file}${savedAt ? ` (saved ${savedAt})` : ''}`;
    case 'fresh':
      return `fresh (no saved state yet): the seed state, kept in ${file}`;
    case 'reset':
      return `reset to the seed state (--reset / DEMO_RESET=1), kept in ${file}`;
    case 'recovered':
      return `fresh: the saved state was broken and moved to ${movedTo ?? '?'}; kept in ${file}`;
  }
}

async function main(): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  const root = findWorkspaceRoot(here) ?? process.cwd();
  let cli;
  try {
    cli = parseCli(process.argv.slice(2), process.env, root);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (cli.help) {
    console.log(USAGE);
    return;
  }

  let demo: DemoServer;
  try {
    demo = await createDemoServer({
      appDist: cli.appDist,
      dataDir: cli.dataDir,
      host: cli.host,
      port: cli.port,
      latency: cli.latency,
      reset: cli.reset,
      ...(cli.storeStepSeconds !== undefined ? { storeStepSeconds: cli.storeStepSeconds } : {}),
      ...(cli.operatorKey !== undefined ? { operatorKey: cli.operatorKey } : {}),
      log: cli.log ? (line) => console.log(line) : false,
    });
  } catch (error) {
    if (!(error instanceof DemoServerError)) throw error;
    console.error(`The demo server cannot start: ${error.message}`);
    process.exit(1);
  }

  // Before the ready line: whoever reads it may signal at once (the e2e suite, a test).
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: stopping without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: stopping (finishing calls under way and the state write)…`);
    demo.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`The demo server did not stop cleanly: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const port = Number(new URL(demo.url).port);
  const everywhere = cli.host === '0.0.0.0' || cli.host === '::';
  const lines = [
    `Bottle demo server listening on ${demo.url}/`,
    `  App:     ${demo.url}/`,
    `  Desk:    ${demo.url}/desk/  (store staff: store code and PIN, e.g. 361 / 361361)`,
  ];
  if (everywhere) {
    const lan = lanUrls(port);
    if (lan.length === 0) lines.push('  Network: no LAN address found (is the machine on a network?)');
    for (const url of lan) lines.push(`  Network: ${url}  (a phone or the native shell on the same network)`);
  } else {
    lines.push('  Network: start with HOST=0.0.0.0 to open the demo from a phone or the native shell on the same network');
  }
  lines.push(`  Build:   ${describeAppBuild(cli.appDist)}`);
  lines.push(
    `  Operator key: ${demo.operatorKey}${cli.operatorKey !== undefined ? ' (DEMO_OPERATOR_KEY)' : ` (kept in ${cli.dataDir}/operator-key)`}`,
    `          the demo controls need it: enter it once at ${demo.url}/demo/operator (then ?demo-reset=1 works in that browser),`,
    `          or send it as the X-Demo-Key header (apps/demo-server/README.md "Who may use the demo controls")`,
  );
  lines.push(
    `  Data:    ${cli.dataDir}`,
    `  State:   ${describeState(demo)}`,
    `  Latency: ${describeLatency(cli.latency)} per API answer`,
    'Press Ctrl+C to stop.',
  );
  console.log(lines.join('\n'));
}

/**
 * What the app build it serves is, from the build.json the app's build writes beside index.html
 * (apps/bottle-web/src/config/live-build.ts): the demo server's own build carries demo values
 * and says so.
 */
function describeAppBuild(appDist: string): string {
  try {
    const info = JSON.parse(readFileSync(join(appDist, 'build.json'), 'utf8')) as { demo?: boolean; demoValues?: string[] };
    if (info.demo) return `demo build (demo values: ${(info.demoValues ?? []).join(', ') || 'none'}), never to be shipped`;
    return "live build (configured for the chain's hosts)";
  } catch {
    return 'unknown (no build.json: build the app with npm start)';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
