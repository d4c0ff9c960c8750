/**
 * The local sommelier behind /app/chat: a retrieval and rules engine over the
 * catalogue, not a language model. It reads Korean or English requests for food, budget, wine
 * or liquor type, taste words, occasion and gifts, keeps them as the thread's context, and
 * answers with a short explanation and 1-5 products in stock at the member's store.
 *
 * One concern a module: reading requests and follow-ups (request.ts), matching the catalogue
 * (recommend.ts), the answer's words (reply.ts), and recognising a label in an upload
 * (barcode-in-upload.ts over ean13-modules.ts, svg-modules.ts, ean13-raster.ts and the
 * rasterizers). The thread itself lives in handlers/chat.ts.
 */
export { detectLang, followUp, mergeRequest, parseBudget, parseMessage, type Lang, type SommelierRequest } from './request';
export { recommend, type Recommendation } from './recommend';
export { noteSentence } from './reply';
export { decodeEan13Modules } from './ean13-modules';
export { RASTER_MAX_SIDE, type LuminanceImage, type Rasterizer } from './ean13-raster';
export { browserRasterizer } from './browser-rasterizer';
export { nodeRasterizer } from './node-rasterizer';
export { findBarcodeInImage, findBarcodeInLuminance, findBarcodeInUpload, pickRasterizer, rasterMime } from './barcode-in-upload';
