/**
 * The store desk (apps/store-desk) at /desk/: its built files
 * (`npx nx run store-desk:build` → dist/apps/store-desk), with every other path under /desk/
 * answering its index.html (the desk's routes), under the app pages' strict policy
 * (./static-pages.ts). Its calls go to /desk-api on this server (libs/mock-api's desk handlers).
 */
import { createStaticPages, type StaticPages } from './static-pages';

export const DESK_PATH = '/desk';

export function isDeskPath(path: string): boolean {
  return path === DESK_PATH || path.startsWith(`${DESK_PATH}/`);
}

export type DeskPages = StaticPages;

export function createDeskPages(deskDist: string): DeskPages {
  return createStaticPages(DESK_PATH, deskDist, 'The store desk', 'npx nx run store-desk:build');
}
