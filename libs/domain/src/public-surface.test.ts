import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('@bottle/domain public surface', () => {
  it('has no runtime dependency: library sources import only relative modules', () => {
    for (const file of sourceFiles(SRC)) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
      for (const specifier of imports) expect(specifier, relative(SRC, file)).toMatch(/^\.\.?\//);
    }
  });

  it('exports the contract the other libraries code against', () => {
    for (const name of [
      'MESSAGES',
      'message',
      'CHANNEL_HEADER_VALUE',
      'GATEWAY_SERVICE',
      'GATEWAY_SERVICE_HEADER',
      'DEFAULT_STORE_ON_SKIP',
      'ANONYMOUS_STORE_CODE',
      'RETRY_COUNT',
      'retryDelayMs',
      'KEEP_UNUSED_DATA_FOR_SECONDS',
      'SUSPENSE_MIN_STALE_TIME_MS',
      'CHUNK_LOAD_TIMEOUT_MS',
      'SLIDE_DURATION_S',
      'ZOOM_RANGE',
      'BARCODE_DEFAULTS',
      'THEME_COLORS',
      'STORAGE_KEYS',
      'THREAD_ID_HEADER',
      'UPLOAD_CHUNK_SIZE',
      'DEFAULT_APP_VER',
      'DEFAULT_DEVICE_OS',
      'ENDPOINTS',
      'PUBLIC_ENDPOINTS',
      'isPublicEndpoint',
      'isTokenFreePath',
      'parseSeqNo',
      'formatNumber',
      'formatCardNumber',
      'fontSize',
      'gradeToAmount',
      'gradeProgress',
      'gradeForSpend',
      'stripLast4',
      'compareVersions',
      'isVersionLower',
      'particle',
      'dayOfWeekKo',
      'monthList',
      'toYmd',
      'fromYmd',
      'toYmdHm',
      'fromYmdHm',
      'toAutoLoginSaveDate',
      // The one date module (Korea time): what the app and libs/mock-api import instead of copies.
      'kstToday',
      'kstTodayInput',
      'kstDayFromNow',
      'kstWeekday',
      'toYmdHms',
      'fromApiDate',
      'addDays',
      'apiDateToInput',
      'inputDateToApi',
      'formatDate',
      'formatDateTime',
      'formatMonthDayTime',
      'formatDotDate',
      'formatDayLabel',
      'DAY_MS',
      'labelOf',
      'decideLoginError',
      'LOGIN_TARGETS',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
