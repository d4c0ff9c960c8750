/**
 * The answer for an app page: a fresh nonce on its scripts and style tags and in its policy for
 * every answer, compressed on the fly. Shared by the app, the store desk and the gallery.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildCspOptions } from './build-csp';
import { COMPRESS_MIN_BYTES, compress, negotiateEncoding } from './compress';
import { fillPlaceholders, styleAttributeHashes, type PrerenderedMatch } from './prerendered';
import { wantsRouteTable, withLaterModules, withModulePreloads, type PreloadPlan } from './route-preload';
import { htmlSecurityHeaders, newNonce, withNonce } from './security';
import type { StaticFile } from './static';

export type SendPage = (
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  appRoute?: string,
  prerendered?: PrerenderedMatch,
) => Promise<void>;

export interface PageSenderDeps {
  /** The app's route table's chunks (preloaded by pages of routes other than home) and the modules an app page keeps preloading at once. */
  preloadPlan: () => Promise<PreloadPlan>;
  /** The build's policy sources (src/build-csp.ts). */
  buildCspOptions: () => Promise<BuildCspOptions | Record<string, never>>;
  /** Style tags allowed by hash (vaul's drawer style). */
  styleHashes: readonly string[];
}

/**
 * An app page: a fresh nonce on its scripts and style tags and in its policy for every answer,
 * so it is never cached by an ETag; compressed on the fly (it is small). A page
 * answering an app route (`appRoute`) other than home also names the app's route table for
 * preloading, and every app page names its modules but the early module's and the framework for
 * later (src/route-preload.ts). A prerendered page (`prerendered`)
 * gets the request's values in place of its placeholders, and its style attributes
 * are allowed by hash.
 */
export function createPageSender(deps: PageSenderDeps): SendPage {
  const { preloadPlan, buildCspOptions, styleHashes } = deps;
  return async function sendPage(
    request: IncomingMessage,
    response: ServerResponse,
    file: StaticFile,
    appRoute?: string,
    prerendered?: PrerenderedMatch,
  ): Promise<void> {
    const nonce = newNonce();
    const filled = prerendered ? fillPlaceholders(file.body.toString('utf8'), prerendered.replacements) : file.body.toString('utf8');
    let html = filled;
    if (appRoute !== undefined) {
      const plan = await preloadPlan();
      if (wantsRouteTable(appRoute)) html = withModulePreloads(html, plan.routeTable);
      // The screen's first calls leave before the page's other modules (src/route-preload.ts).
      html = withLaterModules(html, plan.first);
    }
    let body: Buffer = Buffer.from(withNonce(html, nonce));
    const styleAttributes = prerendered ? styleAttributeHashes(prerendered.entry) : [];
    const policy = { ...(await buildCspOptions()), nonce, styleHashes, styleAttributeHashes: styleAttributes };
    for (const [name, value] of Object.entries(htmlSecurityHeaders(policy))) response.setHeader(name, value);
    response.setHeader('content-type', file.type);
    response.setHeader('cache-control', 'no-cache');
    response.setHeader('vary', 'accept-encoding');
    const encoding = body.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      body = await compress(body, encoding, 'dynamic');
      response.setHeader('content-encoding', encoding);
    }
    response.setHeader('content-length', body.length);
    response.writeHead(200);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
