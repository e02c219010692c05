import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@azi/shared/api/ApiError';
import type { Announcement } from '../../ui/Announcer';
import { createContent, deleteContent, replaceContent, unpublishContent } from './api/content-api';
import { CONTENT_KINDS } from './contentKinds';
import type { ContentName } from '@azi/shared/content/contentKinds';
import { apiFieldError, inputOf, validate, type EditorValues } from './contentItem';
import { formatLocal } from './scheduleTime';

interface Options {
  kindName: ContentName;
  /** The item's id; undefined while it is new. */
  id: number | undefined;
  values: EditorValues;
  /** When the stored item goes or went public, if it is scheduled or live (an ISO instant). */
  publicFrom: string | undefined;
  locale: string;
  setMessage(message: Announcement | undefined): void;
  reload(): void;
}

/**
 * What the content editor's buttons do (save, publish, unpublish, delete), apart from how the form
 * looks: each validates, calls the API, then announces the outcome or marks the fields the API
 * refused. A new item, once saved, continues at its own address.
 */
export function useContentEditorActions({ kindName, id, values, publicFrom, locale, setMessage, reload }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = CONTENT_KINDS[kindName];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.errors) {
      const fieldErrors: Record<string, string> = {};
      for (const [key, code] of Object.entries(error.errors)) fieldErrors[key] = apiFieldError(kind, key, code);
      setErrors((e) => ({ ...e, ...fieldErrors }));
    }
    setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
  };

  /**
   * Saves the form, and with `publish` publishes it in the same request (one transaction, one
   * audit row, one signal that content changed); answers the item's id, or undefined when the form
   * is not valid.
   */
  const save = async (publish?: { publishAt?: string }): Promise<number | undefined> => {
    // Published now, at the time chosen, or (a plain save) when it already is public.
    const goesPublic = publish ? (publish.publishAt ?? new Date().toISOString()) : publicFrom;
    const found = validate(kind, values, goesPublic);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ kind: 'error', key: 'editor.invalid' });
      return undefined;
    }
    const input = {
      ...inputOf(kind, values),
      ...(publish ? { status: 'published', ...(publish.publishAt ? { publishAt: publish.publishAt } : {}) } : {}),
    };
    if (id === undefined) return (await createContent(kindName, input)).id;
    await replaceContent(kindName, id, input);
    return id;
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  /** After a save: a new item goes to its own address with the message, an edited one reloads. */
  const settle = (savedId: number, done: Announcement) => {
    if (id === undefined) navigate(`/content/${kindName}/${savedId}`, { replace: true, state: { message: done } });
    else {
      setMessage(done);
      reload();
    }
  };

  const onSave = () =>
    run(async () => {
      const savedId = await save();
      if (savedId !== undefined)
        settle(savedId, { kind: 'ok', key: id === undefined ? 'editor.created' : 'editor.saved' });
    });

  const onPublish = (publishAt: string | undefined) =>
    run(async () => {
      const savedId = await save({ publishAt });
      if (savedId === undefined) return;
      const future = publishAt && new Date(publishAt).getTime() > Date.now();
      settle(savedId, {
        kind: 'ok',
        text: future ? t('publish.scheduled', { when: formatLocal(publishAt, locale) }) : t('publish.published'),
      });
    });

  const onUnpublish = () =>
    run(async () => {
      if (id === undefined) return;
      await unpublishContent(kindName, id);
      reload();
      setMessage({ kind: 'ok', key: 'publish.unpublished' });
    });

  const onDelete = () =>
    run(async () => {
      setConfirming(false);
      if (id === undefined) return;
      await deleteContent(kindName, id);
      navigate(`/content/${kindName}`, { state: { message: { kind: 'ok', key: 'editor.deleted' } } });
    });

  return { errors, busy, confirming, setConfirming, onSave, onPublish, onUnpublish, onDelete };
}
