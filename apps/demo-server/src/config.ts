/**
 * The command line and environment of the demo server, read and checked once at start: every
 * problem is named at once and the server does not start (docs/conventions.md "fails with the list of what
 * is wrong").
 *
 * | Variable / argument | Default | Meaning |
 * |---|---|---|
 * | `HOST` | `localhost` | interface to listen on; `0.0.0.0` for every one (a phone on the LAN) |
 * | `PORT` | `4200` | port; `0` picks a free one (printed) |
 * | `APP_DIST` | `dist/apps/bottle-web` | the built app (relative to the workspace root) |
 * | `DEMO_DATA_DIR` | `.demo-data` | where state.json lives (relative to the workspace root) |
 * | `--reset` / `DEMO_RESET=1` | off | start from the seed state (and save it) |
 * | `DEMO_LATENCY_MS` | `40-150` | API answer delay: `N` ms, or a `MIN-MAX` range, `0` for none |
 * | `DEMO_LOG=0` | on | no request log lines |
 * | `DEMO_STORE_CONFIRM_AFTER_S` | saved, else 120 / 600 | a lone demo's store confirms N s after a reservation and sets it aside N s later; `off`: only the store desk (/desk/) |
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { OPERATOR_KEY_PATTERN } from './operator';

export type Latency = number | readonly [number, number];

export interface CliOptions {
  host: string;
  port: number;
  appDist: string;
  dataDir: string;
  reset: boolean;
  latency: Latency;
  log: boolean;
  help: boolean;
  /** DEMO_STORE_CONFIRM_AFTER_S: seconds, null for `off`, undefined when not set. */
  storeStepSeconds?: number | null;
  /** DEMO_OPERATOR_KEY: the demo operator's key (src/operator.ts); undefined: the kept or a new random one. */
  operatorKey?: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`The demo server cannot start:\n- ${problems.join('\n- ')}`);
  }
}

export const DEFAULT_LATENCY: Latency = [40, 150];
/** A minute: anything longer is a typo, not a network. */
const MAX_LATENCY_MS = 60_000;

export const USAGE = `Usage: node dist/apps/demo-server/main.mjs [--reset]

Serves the built app (APP_DIST) and answers its API with libs/mock-api, keeping the demo's
state in DEMO_DATA_DIR/state.json.

  --reset              start from the seed state (same as DEMO_RESET=1)
  --help               this text

Environment: HOST (localhost; 0.0.0.0 for a phone on the LAN), PORT (4200; 0 = any free port),
APP_DIST (dist/apps/bottle-web), DEMO_DATA_DIR (.demo-data), DEMO_RESET=1,
DEMO_LATENCY_MS (40-150, or N, or 0), DEMO_LOG=0 (no request lines),
DEMO_STORE_CONFIRM_AFTER_S (N: the store confirms N s after a reservation and sets it aside
N s later; off: only the store desk at /desk/ does), DEMO_OPERATOR_KEY (16-128 of A-Z a-z 0-9 _ -:
the key the demo controls need; default a random one kept in DEMO_DATA_DIR/operator-key).`;

/** "40-150" → [40, 150]; "0" → 0; "120" → 120; anything else is undefined. */
export function parseLatency(value: string): Latency | undefined {
  const text = value.trim();
  const single = /^\d+$/.exec(text);
  if (single) {
    const n = Number(text);
    return n <= MAX_LATENCY_MS ? n : undefined;
  }
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(text);
  if (!range) return undefined;
  const min = Number(range[1]);
  const max = Number(range[2]);
  if (min > max || max > MAX_LATENCY_MS) return undefined;
  return min === max ? min : [min, max];
}

/** The folder holding nx.json above `from` (the workspace root), or undefined. */
export function findWorkspaceRoot(from: string): string | undefined {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(resolve(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

type Env = Record<string, string | undefined>;

export function parseCli(argv: readonly string[], env: Env, workspaceRoot: string): CliOptions {
  const problems: string[] = [];
  let reset = false;
  let help = false;
  for (const arg of argv) {
    if (arg === '--reset') reset = true;
    else if (arg === '--help' || arg === '-h') help = true;
    else problems.push(`unknown argument "${arg}" (the server takes --reset and --help)`);
  }

  const value = (key: string): string | undefined => {
    const v = env[key];
    return v !== undefined && v.trim() !== '' ? v.trim() : undefined;
  };
  const flag = (key: string, fallback: boolean): boolean => {
    const v = value(key);
    if (v === undefined) return fallback;
    if (v === '1' || v.toLowerCase() === 'true') return true;
    if (v === '0' || v.toLowerCase() === 'false') return false;
    problems.push(`${key} must be 1 or 0, got "${v}"`);
    return fallback;
  };

  const rawPort = value('PORT') ?? '4200';
  const port = /^\d+$/.test(rawPort) ? Number(rawPort) : NaN;
  if (!(port >= 0 && port <= 65535)) problems.push(`PORT must be a port number 0-65535, got "${rawPort}"`);

  const rawLatency = value('DEMO_LATENCY_MS');
  let latency: Latency = DEFAULT_LATENCY;
  if (rawLatency !== undefined) {
    const parsed = parseLatency(rawLatency);
    if (parsed === undefined)
      problems.push(
        `DEMO_LATENCY_MS must be a delay in ms ("0", "120") or a range "MIN-MAX" ("40-150") up to ${MAX_LATENCY_MS}, got "${rawLatency}"`,
      );
    else latency = parsed;
  }

  const fromRoot = (path: string): string => (isAbsolute(path) ? path : resolve(workspaceRoot, path));
  const options: CliOptions = {
    host: value('HOST') ?? 'localhost',
    port,
    appDist: fromRoot(value('APP_DIST') ?? 'dist/apps/bottle-web'),
    dataDir: fromRoot(value('DEMO_DATA_DIR') ?? '.demo-data'),
    reset: flag('DEMO_RESET', false) || reset,
    latency,
    log: flag('DEMO_LOG', true),
    help,
  };
  const rawStep = value('DEMO_STORE_CONFIRM_AFTER_S');
  if (rawStep !== undefined) {
    if (rawStep.toLowerCase() === 'off') options.storeStepSeconds = null;
    else if (/^\d+$/.test(rawStep) && Number(rawStep) <= 86_400) options.storeStepSeconds = Number(rawStep);
    else problems.push(`DEMO_STORE_CONFIRM_AFTER_S must be whole seconds 0-86400 or "off", got "${rawStep}"`);
  }
  const rawKey = value('DEMO_OPERATOR_KEY');
  if (rawKey !== undefined) {
    if (OPERATOR_KEY_PATTERN.test(rawKey)) options.operatorKey = rawKey;
    else problems.push('DEMO_OPERATOR_KEY must be 16 to 128 of A-Z a-z 0-9 _ - (e.g. the output of: openssl rand -base64 24 | tr +/ -_)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return options;
}
