/**
 * The search page's own words, in its own chunk: three short trees, registered when the page's
 * code arrives, so the shell's first view (every other page) does not carry them. The header's
 * field and the page's title and description stay in the shell's common text.
 */
import { addNamespace } from '@azi/shared/i18n/instance';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';

export const SEARCH_NAMESPACE = 'search';

addNamespace(SEARCH_NAMESPACE, { zh, hk, en });
