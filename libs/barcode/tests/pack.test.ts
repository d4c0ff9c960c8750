// @vitest-environment node
/**
 * Releasable : the npm pack tarball of @bottle/barcode installs (offline) into an
 * empty project outside the monorepo and imports and renders there with plain node.
 */
// Both libraries' release checks share this build-time suite (it is not library code; nothing ships it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeTarball } from '../../../tools/package-suites';

describeTarball('@bottle/barcode', import.meta.url, {
  entryPoints: ['index'],
  whenImported: 'when node imports it, then it renders an EAN-13 as SVG and refuses bad input with its own error class',
  script: `
    import { InvalidInputError, toSvg } from '@bottle/barcode';
    const svg = toSvg('5901234123457', { format: 'EAN13' });
    let refused = '';
    try { toSvg('12x', { format: 'EAN13' }); } catch (error) { refused = error instanceof InvalidInputError ? 'InvalidInputError' : String(error); }
    console.log(JSON.stringify({ svg: svg.startsWith('<svg') && svg.includes('<rect'), refused }));
  `,
  printed: { svg: true, refused: 'InvalidInputError' },
});
