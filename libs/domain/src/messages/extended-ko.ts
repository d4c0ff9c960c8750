/**
 * The domain's Korean strings beyond the first route's core, fetched once by loadLanguage()
 * (./index.ts) before any screen other than the home screen, or any popup, renders.
 */
import { domainExtraKo } from './catalogue';

export const extendedMessagesKo: Readonly<Record<string, string>> = domainExtraKo;
