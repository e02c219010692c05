import type { TFunction } from 'i18next';
import { addNamespace } from '@azi/shared/i18n/instance';
import { useT } from '@azi/shared/ui/PageContext';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';

/** The namespace of the words shared UI primitives print themselves (paging, loading, empty lists). */
export const SHARED_NAMESPACE = 'shared';

addNamespace(SHARED_NAMESPACE, { zh, hk, en });

/** The translate function for those words, in the page's language. */
export function useSharedText(): TFunction {
  return useT(SHARED_NAMESPACE);
}
