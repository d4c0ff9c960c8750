// @vitest-environment node
/**
 * Issue 19 item 7 "Releasable": the npm pack tarball of @bottle/barcode installs (offline) into an
 * empty project outside the monorepo and imports and renders there with plain node.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Both libraries' release checks share this build-time tool (it is not library code; nothing ships it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { packAndInstall, publishProblems } from '../../../tools/packed-install';
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { InstalledPackage } from '../../../tools/packed-install';

const libDir = fileURLToPath(new URL('..', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('given the @bottle/barcode tarball installed in an empty project', () => {
  let pkg: InstalledPackage;
  beforeAll(() => {
    pkg = packAndInstall(libDir, workspaceRoot);
  }, 180_000);
  afterAll(() => pkg?.dispose());

  it('then it carries its README, CHANGELOG and declarations, ships no sources, and installs nothing else', () => {
    expect(pkg.tarball).toMatch(/bottle-barcode-\d+\.\d+\.\d+\.tgz$/);
    expect(publishProblems(pkg, ['index'])).toEqual([]);
  });

  it('when node imports it, then it renders an EAN-13 as SVG and refuses bad input with its own error class', () => {
    const out = pkg.run(`
      import { InvalidInputError, toSvg } from '@bottle/barcode';
      const svg = toSvg('5901234123457', { format: 'EAN13' });
      let refused = '';
      try { toSvg('12x', { format: 'EAN13' }); } catch (error) { refused = error instanceof InvalidInputError ? 'InvalidInputError' : String(error); }
      console.log(JSON.stringify({ svg: svg.startsWith('<svg') && svg.includes('<rect'), refused }));
    `);
    expect(JSON.parse(out.trim())).toEqual({ svg: true, refused: 'InvalidInputError' });
  });
});
