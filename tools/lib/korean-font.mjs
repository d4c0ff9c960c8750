/**
 * Whether the host has a font that draws Korean, asked of fontconfig (what Chromium uses on
 * Linux). Every phone has one; a bare Debian host has none, and then Chromium searches its whole
 * fallback list for every Hangul glyph and draws boxes: the first layout of a Korean page took
 * ~300 ms more here, and Lighthouse's simulation multiplies that and counts every request started
 * meanwhile (FCP 2.0 → 0.8 s on /mypage once fonts-noto-cjk was installed). Figures taken without
 * one measure the host, not the phone (docs/decisions/0132-lab-needs-a-korean-font.md).
 */
import { spawnSync } from 'node:child_process';

/** The families fontconfig lists for Korean (`fc-list :lang=ko family`), from its output. */
export function koreanFamilies(fcListOutput) {
  return [
    ...new Set(
      fcListOutput
        .split('\n')
        .flatMap((line) => line.split(','))
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ];
}

/** The Korean families of this host; null when fontconfig is not there to ask. */
export function hostKoreanFamilies(run = spawnSync) {
  const r = run('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return null;
  return koreanFamilies(String(r.stdout ?? ''));
}
