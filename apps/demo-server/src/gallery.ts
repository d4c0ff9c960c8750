/**
 * The libs/ui gallery (every component in every state) at /gallery/: its static build
 * (`npx nx run ui:build-gallery` → dist/libs/ui-gallery) under the app pages' strict policy
 * (./static-pages.ts), so an e2e journey can open every scenario and fail on any Content-Security-
 * Policy or Trusted Types violation. The app's own build has no gallery.
 */
import { createStaticPages, type StaticPages } from './static-pages';

export const GALLERY_PATH = '/gallery';

export function createGalleryPages(galleryDist: string): StaticPages {
  return createStaticPages(GALLERY_PATH, galleryDist, 'The gallery', 'npx nx run ui:build-gallery');
}
