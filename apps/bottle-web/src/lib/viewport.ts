/**
 * Pinch zoom (spec §2, §9): allowed with scale 0.5–5 on the configured paths, locked at
 * scale 1 elsewhere, by rewriting the viewport meta tag on each route change.
 */
import { LOCKED_ZOOM_SCALE, ZOOM_RANGE } from '@bottle/domain';
import { ZOOMABLE_PATH_PREFIXES } from '../config/shell-paths';

export function viewportContent(pathname: string): string {
  const zoomable = ZOOMABLE_PATH_PREFIXES.some(
    (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`) || pathname === p.replace(/\/$/, ''),
  );
  const base = 'width=device-width, initial-scale=1, viewport-fit=cover';
  return zoomable
    ? `${base}, minimum-scale=${ZOOM_RANGE.min}, maximum-scale=${ZOOM_RANGE.max}, user-scalable=yes`
    : `${base}, maximum-scale=${LOCKED_ZOOM_SCALE}, user-scalable=no`;
}

export function applyViewportZoom(pathname: string, doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  const content = viewportContent(pathname);
  if (meta && meta.content !== content) meta.content = content;
}
