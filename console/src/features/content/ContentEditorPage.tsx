import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { Lang } from '@azi/shared/i18n/languages';
import { useDateLocale, useUiLanguage } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useLoaded } from '../../ui/useLoaded';
import { PdfUpload } from '../documents/PdfUpload';
import { PicturePicker } from '../pictures/PicturePicker';
import { getContent } from './api/content-api';
import { CONTENT_KINDS } from './contentKinds';
import type { ContentName } from '@azi/shared/content/contentKinds';
import { documentFileName } from '@azi/shared/api/documentPaths';
import { emptyValues, missingLanguages, valuesOf, type EditorValues, type StoredItem } from './contentItem';
import { ExtraFields } from './ExtraFields';
import { LocalizedTexts } from './LocalizedTexts';
import { PublishControls } from './PublishControls';
import { useContentEditorActions } from './useContentEditorActions';
import styles from './ContentEditorPage.module.css';

/** Loads the item (when editing) and hands it to the form; a save that changes it loads it again. */
export function ContentEditorPage({ kind: kindName }: { kind: ContentName }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const location = useLocation();
  const [message, setMessage] = useState<Announcement | undefined>(
    (location.state as { message?: Announcement } | null)?.message,
  );
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
  kindName: ContentName;
  item: StoredItem | undefined;
  message: Announcement | undefined;
  setMessage(message: Announcement | undefined): void;
  reload(): void;
}

/** Create or edit one item: texts in three languages side by side, details, file, publishing. */
function ContentEditor({ kindName, item, message, setMessage, reload }: EditorProps) {
  const { t } = useTranslation();
  const { lang: uiLang } = useUiLanguage();
  const locale = useDateLocale();
  const kind = CONTENT_KINDS[kindName];
  const id = item?.id;
  const [values, setValues] = useState<EditorValues>(() => (item ? valuesOf(kind, item) : emptyValues(kind)));
  const [documentName, setDocumentName] = useState<string | undefined>(() =>
    documentFileName(typeof item?.linkUrl === 'string' ? item.linkUrl : undefined),
  );
  const missing: Lang[] = missingLanguages(kind, values);
  const { errors, busy, confirming, setConfirming, onSave, onPublish, onUnpublish, onDelete } = useContentEditorActions(
    {
      kindName,
      id,
      values,
      publicFrom: item && item.state !== 'draft' ? item.publishAt : undefined,
      locale,
      setMessage,
      reload,
    },
  );

  const setText = (field: 'title' | 'summary' | 'body', lang: Lang, text: string) =>
    setValues((v) => ({ ...v, [field]: { ...v[field], [lang]: text } }));
  const setOwnText = (key: string, lang: Lang, text: string) =>
    setValues((v) => ({
      ...v,
      texts: { ...v.texts, [key]: { ...(v.texts[key] ?? { zh: '', hk: '', en: '' }), [lang]: text } },
    }));
  const heading =
    id === undefined
      ? t('editor.newTitle', { kind: t(`kinds.${kindName}`) })
      : t('editor.editTitle', { kind: t(`kinds.${kindName}`), id });

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
          <LocalizedTexts
            values={values}
            hasBody={kind.hasBody}
            texts={kind.texts}
            missing={missing}
            onChange={setText}
            onTextChange={setOwnText}
          />
          <h2>{t('editor.details')}</h2>
          <ExtraFields
            kind={kind}
            values={values}
            errors={errors}
            onChange={(change) => setValues((v) => ({ ...v, ...change }))}
            onExtra={(key, value) => setValues((v) => ({ ...v, extras: { ...v.extras, [key]: value } }))}
          />
          {kind.picture && (
            <PicturePicker
              pictureId={values.pictureId}
              required={kind.picture === 'required'}
              error={errors.pictureId}
              onChange={(pictureId) => setValues((v) => ({ ...v, pictureId }))}
            />
          )}
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
                setValues((v) => ({
                  ...v,
                  documentId: null,
                  extras: { ...v.extras, linkUrl: documentFileName(v.extras.linkUrl) ? '' : (v.extras.linkUrl ?? '') },
                }));
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
          <PublishControls
            key={item ? `${item.id}-${item.state}-${item.publishAt}` : 'new'}
            item={item}
            missing={missing}
            busy={busy}
            locale={locale}
            onPublish={(at) => void onPublish(at)}
            onUnpublish={() => void onUnpublish()}
          />
        </aside>
      </form>
      <ConfirmDialog
        open={confirming}
        message={t('editor.confirmDelete', {
          title: values.title[uiLang === 'zh' ? 'zh' : 'en'] || values.title.zh || values.title.en || `#${id}`,
        })}
        confirmLabel={t('editor.delete')}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
