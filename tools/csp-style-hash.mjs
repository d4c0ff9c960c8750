#!/usr/bin/env node
/**
 * Prints the CSP hash source of the stylesheet vaul (libs/ui's bottom sheet) inserts at run time,
 * for a production Content-Security-Policy's style-src (apps/demo-server/README.md). The demo
 * server computes the same at start (apps/demo-server/src/security.ts vaulStyleHash).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = readFileSync(require.resolve('vaul').replace(/index\.js$/, 'index.mjs'), 'utf8');
const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
if (!literal) {
  console.error('vaul inserts no stylesheet any more: drop its hash from style-src');
  process.exit(1);
}
const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
// vaul appends its style tag empty and fills it after: the empty one is checked too (harmless).
console.log(`${hash(JSON.parse(literal))} ${hash('')}`);
