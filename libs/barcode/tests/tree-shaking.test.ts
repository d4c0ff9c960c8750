/**
 * Tree-shaking: a bundle that imports one format and the renderer keeps no other
 * format's tables. Bundled with Rolldown (Vite's bundler) from the library's public entry, as a consumer would.
 */
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** Literals of each family's tables, quoted as the bundle writes them. */
const MARKERS = {
  code128: '"11011001100"', // first CODE128 pattern
  eanUpc: '"LLGLGG"', // EAN-13 parity table
  code39: '20957', // first CODE39 pattern number
  code93: '"100010100"', // first CODE93 pattern
  itf: '"00110"', // ITF widths of 0
  codabar: '"1011001001"', // codabar 'A'
};

async function bundle(source: string): Promise<string> {
  const build = await rolldown({
    input: 'consumer',
    logLevel: 'silent',
    plugins: [
      {
        name: 'virtual-consumer',
        resolveId: (id) => (id === 'consumer' ? '\0consumer' : null),
        load: (id) => (id === '\0consumer' ? source.replace('@bottle/barcode', entry) : null),
      },
    ],
  });
  const { output } = await build.generate({ format: 'es', minify: false });
  await build.close();
  return output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('given a consumer importing a single format', () => {
  it('when it uses only ean13 and encodingToSvg, then no other symbology is bundled', async () => {
    const code = await bundle(
      "import { ean13, encodingToSvg } from '@bottle/barcode';\nexport const svg = encodingToSvg(ean13.encode('5901234123457'));",
    );
    expect(code).toContain(MARKERS.eanUpc);
    for (const marker of [MARKERS.code128, MARKERS.code39, MARKERS.code93, MARKERS.codabar]) expect(code).not.toContain(marker);
  }, 60_000);

  it('when it uses only code128, then the EAN/UPC, CODE39, CODE93, ITF and codabar tables stay out', async () => {
    const code = await bundle("import { code128 } from '@bottle/barcode';\nexport const bars = code128.encode('A-1').bars;");
    expect(code).toContain(MARKERS.code128);
    for (const marker of [MARKERS.eanUpc, MARKERS.code39, MARKERS.code93, MARKERS.itf, MARKERS.codabar]) expect(code).not.toContain(marker);
    expect(code).not.toContain('<svg');
  }, 60_000);

  it('when it uses encode() by name, then every format is there (the registry)', async () => {
    const code = await bundle("import { encode } from '@bottle/barcode';\nexport const bars = encode('A-1').bars;");
    for (const marker of [MARKERS.code128, MARKERS.eanUpc, MARKERS.code93, MARKERS.codabar]) expect(code).toContain(marker);
  }, 60_000);
});
