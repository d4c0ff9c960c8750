/**
 * The command line and environment: defaults, DEMO_LATENCY_MS forms, and every
 * problem named at once; Accept-Encoding negotiation with q-values.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, parseCli, parseLatency } from './config';
import { negotiateEncoding } from './compress';

const ROOT = '/work/bottle';

describe('parseLatency', () => {
  it.each([
    ['40-150', [40, 150]],
    ['0', 0],
    ['120', 120],
    [' 10 - 20 ', [10, 20]],
    ['50-50', 50],
  ])('given "%s", then it is %j', (text, expected) => {
    expect(parseLatency(text)).toEqual(expected);
  });

  it.each(['fast', '-5', '150-40', '1.5', '10-', '100000', ''])('given "%s", then it is not a latency', (text) => {
    expect(parseLatency(text)).toBeUndefined();
  });
});

describe('parseCli', () => {
  it('given nothing, then the defaults: localhost:4200, the built app and .demo-data in the workspace, 40-150 ms, logging', () => {
    expect(parseCli([], {}, ROOT)).toEqual({
      host: 'localhost',
      port: 4200,
      appDist: '/work/bottle/dist/apps/bottle-web',
      dataDir: '/work/bottle/.demo-data',
      reset: false,
      latency: [40, 150],
      log: true,
      help: false,
    });
  });

  it('given --reset or DEMO_RESET=1, then the server starts clean', () => {
    expect(parseCli(['--reset'], {}, ROOT).reset).toBe(true);
    expect(parseCli([], { DEMO_RESET: '1' }, ROOT).reset).toBe(true);
    expect(parseCli([], { DEMO_RESET: '0' }, ROOT).reset).toBe(false);
  });

  it('given the environment, then each value is taken (relative folders from the workspace root)', () => {
    const options = parseCli(
      [],
      { HOST: '0.0.0.0', PORT: '0', APP_DIST: 'build/app', DEMO_DATA_DIR: '/var/demo', DEMO_LATENCY_MS: '0', DEMO_LOG: '0' },
      ROOT,
    );
    expect(options).toMatchObject({
      host: '0.0.0.0',
      port: 0,
      appDist: '/work/bottle/build/app',
      dataDir: '/var/demo',
      latency: 0,
      log: false,
    });
  });

  it('given several wrong values, then one error names them all', () => {
    let error: unknown;
    try {
      parseCli(['--fast'], { PORT: 'http', DEMO_LATENCY_MS: 'slow', DEMO_RESET: 'yes' }, ROOT);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    for (const name of ['--fast', 'PORT', 'DEMO_LATENCY_MS', 'DEMO_RESET'])
      expect(
        problems.some((p) => p.includes(name)),
        name,
      ).toBe(true);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['GZIP;Q=1', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
  ])('given Accept-Encoding %j, then %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
