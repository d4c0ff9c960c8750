/**
 * The domain's English strings, loaded on demand by `loadLanguage('en')` so that Korean-speaking
 * members, the large majority, never download them.
 */
import { domainMessagesEn } from './catalogue-en';

export const coreMessagesEn: Readonly<Record<string, string>> = domainMessagesEn;
