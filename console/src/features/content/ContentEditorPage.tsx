import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '@azi/shared/api/ApiError';
import type { Lang } from '@azi/shared/i18n/languages';
import { useUiLanguage } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useLoaded } from '../../ui/useLoaded';
import { PdfUpload } from '../documents/PdfUpload';
import { createContent, deleteContent, getContent, publishContent, replaceContent, unpublishContent } from './api/content-api';
import { CONTENT_KINDS, type ContentKindName } from './contentKinds';
import { emptyValues, inputOf, missingLanguages, validate, valuesOf, type EditorValues, type StoredItem } from './contentItem';
import { ExtraFields } from './ExtraFields';
import { LocalizedTexts } from './LocalizedTexts';
import { PublishControls } from './PublishControls';
import { formatLocal } from './scheduleTime';
import styles from './ContentEditorPage.module.css';

const DOCUMENT_PATH = /^\/api-official-web\/documents\/[^/]+\/(.+)$/;
const documentNameOf = (link: string | undefined) => {
  const match = DOCUMENT_PATH.exec(link ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
};

/** Loads the item (when editing) and hands it to the form; a save that changes it loads it again. */
export function ContentEditorPage({ kind: kindName }: { kind: ContentKindName }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const location = useLocation();
  const [message, setMessage] = useState<Announcement | undefined>((location.state as { message?: Announcement } | null)?.message);
  const loaded = useLoaded(
    useCallback(async () => (id === undefined ? undefined : getContent(kindName, id)), [kindName, id]),
    `${kindName}/${id ?? 'new'}`,
  );
  if (loaded.loading) return <p role="status">{t('app.loading')}</p>;
  if (loaded.error) return <Announcer message={{ kind: 'error', text: loaded.error }} />;
  const item = loaded.data;
  return (
    <ContentEditor
      // A reloaded item starts the form afresh from what the API stored.
      key={item ? `${item.id}-${item.updatedAt}-${item.state}` : 'new'}
      kindName={kindName}
      item={item}
      message={message}
      setMessage={setMessage}
      reload={loaded.reload}
    />
  );
}

interface EditorProps {
  kindName: ContentKindName;
  item: StoredItem | undefined;
  message: Announcement | undefined;
  setMessage(message: Announcement | undefined): void;
  reload(): void;
}

/** Create or edit one item: texts in three languages side by side, details, file, publishing. */
function ContentEditor({ kindName, item, message, setMessage, reload }: EditorProps) {
  const { t } = useTranslation();
  const { lang: uiLang } = useUiLanguage();
  const locale = uiLang === 'zh' ? 'zh-CN' : 'en-GB';
  const kind = CONTENT_KINDS[kindName];
  const id = item?.id;
  const navigate = useNavigate();
  const [values, setValues] = useState<EditorValues>(() => (item ? valuesOf(kind, item) : emptyValues(kind)));
  const [documentName, setDocumentName] = useState<string | undefined>(() => documentNameOf(typeof item?.linkUrl === 'string' ? item.linkUrl : undefined));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const missing: Lang[] = missingLanguages(kind, values);

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.errors) {
      const fieldErrors: Record<string, string> = {};
      for (const key of Object.keys(error.errors)) fieldErrors[key] = 'editor.fieldError.required';
      setErrors((e) => ({ ...e, ...fieldErrors }));
    }
    setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
  };

  /** Saves the form; answers the item's id, or undefined when the form is not valid. */
  const save = async (): Promise<number | undefined> => {
    const found = validate(kind, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ kind: 'error', text: t('editor.invalid') });
      return undefined;
    }
    if (id === undefined) {
      const created = await createContent(kindName, inputOf(kind, values));
      return created.id;
    }
    await replaceContent(kindName, id, inputOf(kind, values));
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

  const onSave = () =>
    run(async () => {
      const savedId = await save();
      if (savedId === undefined) return;
      if (id === undefined) navigate(`/content/${kindName}/${savedId}`, { replace: true, state: { message: { kind: 'ok', text: t('editor.created') } } });
      else {
        setMessage({ kind: 'ok', text: t('editor.saved') });
        reload();
      }
    });

  const onPublish = (publishAt: string | undefined) =>
    run(async () => {
      const savedId = await save();
      if (savedId === undefined) return;
      await publishContent(kindName, savedId, publishAt);
      const future = publishAt && new Date(publishAt).getTime() > Date.now();
      const done: Announcement = { kind: 'ok', text: future ? t('publish.scheduled', { when: formatLocal(publishAt, locale) }) : t('publish.published') };
      if (id === undefined) navigate(`/content/${kindName}/${savedId}`, { replace: true, state: { message: done } });
      else {
        setMessage(done);
        reload();
      }
    });

  const onUnpublish = () =>
    run(async () => {
      if (id === undefined) return;
      await unpublishContent(kindName, id);
      reload();
      setMessage({ kind: 'ok', text: t('publish.unpublished') });
    });

  const onDelete = () =>
    run(async () => {
      setConfirming(false);
      if (id === undefined) return;
      await deleteContent(kindName, id);
      navigate(`/content/${kindName}`, { state: { message: { kind: 'ok', text: t('editor.deleted') } } });
    });

  const setText = (field: 'title' | 'summary' | 'body', lang: Lang, text: string) => setValues((v) => ({ ...v, [field]: { ...v[field], [lang]: text } }));
  const heading = id === undefined ? t('editor.newTitle', { kind: t(`kinds.${kindName}`) }) : t('editor.editTitle', { kind: t(`kinds.${kindName}`), id });

  return (
    <div className={styles.page}>
      <p>
        <Link to={`/content/${kindName}`}>← {t('editor.backToList')}</Link>
      </p>
      <h1>{heading}</h1>
      <Announcer message={message} />
      <form
        className={styles.layout}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <div className={styles.mainColumn}>
          <h2>{t('editor.texts')}</h2>
          <LocalizedTexts values={values} hasBody={kind.hasBody} missing={missing} onChange={setText} />
          <h2>{t('editor.details')}</h2>
          <ExtraFields
            kind={kind}
            values={values}
            errors={errors}
            onChange={(change) => setValues((v) => ({ ...v, ...change }))}
            onExtra={(key, value) => setValues((v) => ({ ...v, extras: { ...v.extras, [key]: value } }))}
          />
          {kind.attachesDocument && (
            <PdfUpload
              documentId={values.documentId}
              documentName={documentName}
              onUploaded={(doc) => {
                setDocumentName(doc.fileName);
                setValues((v) => ({ ...v, documentId: doc.id, extras: { ...v.extras, linkUrl: doc.url } }));
              }}
              onDetach={() => {
                setDocumentName(undefined);
                setValues((v) => ({ ...v, documentId: null, extras: { ...v.extras, linkUrl: documentNameOf(v.extras.linkUrl) ? '' : (v.extras.linkUrl ?? '') } }));
              }}
            />
          )}
        </div>
        <aside className={styles.side}>
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} disabled={busy}>
              {busy ? t('editor.saving') : t('editor.save')}
            </button>
            {id !== undefined && (
              <Link className={buttons.button} to={`/content/${kindName}/${id}/preview`}>
                {t('list.preview')}
              </Link>
            )}
            {id !== undefined && (
              <button type="button" className={buttons.danger} disabled={busy} onClick={() => setConfirming(true)}>
                {t('editor.delete')}
              </button>
            )}
          </div>
          <PublishControls key={item ? `${item.id}-${item.state}-${item.publishAt}` : 'new'} item={item} missing={missing} busy={busy} locale={locale} onPublish={(at) => void onPublish(at)} onUnpublish={() => void onUnpublish()} />
        </aside>
      </form>
      <ConfirmDialog
        open={confirming}
        message={t('editor.confirmDelete', { title: values.title[uiLang === 'zh' ? 'zh' : 'en'] || values.title.zh || values.title.en || `#${id}` })}
        confirmLabel={t('editor.delete')}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
