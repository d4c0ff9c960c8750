/**
 * The English core strings (domain, libs/ui, app shell), loaded on demand by `loadLanguage('en')`
 * so that Korean-speaking members, the large majority, never download them.
 */
import { domainMessagesEn } from './catalogue-en';
import { uiMessagesEn } from './ui-en';
import { appMessagesEn } from './app-en';

export const coreMessagesEn: Readonly<Record<string, string>> = { ...domainMessagesEn, ...uiMessagesEn, ...appMessagesEn };
