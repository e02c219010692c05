import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffDocumentUrl } from '@azi/shared/api/documentPaths';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ResultsTable } from '../../ui/ResultsTable';
import { useLoaded } from '../../ui/useLoaded';
import { formatLocal } from '../content/scheduleTime';
import { deleteDocument, listDocuments, type StoredDocument } from './api/documents-api';
import { formatBytes } from './pdfFile';

const PAGE_SIZE = 50;

/** The PDFs IR has uploaded: which reports use each, and deletion of those no report uses. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const [pageNo, setPageNo] = useState(1);
  const [pending, setPending] = useState<StoredDocument | undefined>();
  const [message, setMessage] = useState<Announcement | undefined>();
  const loaded = useLoaded(
    useCallback(() => listDocuments(pageNo, PAGE_SIZE), [pageNo]),
    String(pageNo),
  );
  const remove = async () => {
    const doc = pending;
    setPending(undefined);
    if (!doc) return;
    try {
      await deleteDocument(doc.id);
      setMessage({ kind: 'ok', key: 'documents.deleted', values: { name: doc.fileName } });
      loaded.reload();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };
  const shown = message ?? (loaded.error ? { kind: 'error' as const, text: loaded.error } : undefined);
  return (
    <section aria-labelledby="documents-title">
      <h1 id="documents-title">{t('documents.title')}</h1>
      <p>{t('documents.intro')}</p>
      <Announcer message={shown} />
      {loaded.data ? (
        <ResultsTable
          count={t('documents.count', { total: loaded.data.total })}
          empty={t('documents.empty')}
          columns={[t('documents.file'), t('documents.size'), t('documents.uploadedBy'), t('documents.uploadedAt'), t('documents.usedBy'), t('list.actions')]}
          rowCount={loaded.data.list.length}
          paging={{ pageNo, total: loaded.data.total, pageSize: PAGE_SIZE, onPage: setPageNo }}
        >
          {loaded.data.list.map((doc) => (
            <tr key={doc.id}>
              <th scope="row">
                <a href={staffDocumentUrl(doc.url)}>{doc.fileName}</a>
              </th>
              <td>{formatBytes(doc.byteSize)}</td>
              <td>{doc.uploadedBy}</td>
              <td>{formatLocal(doc.createdAt, dateLocale)}</td>
              <td>
                {doc.usedBy.length === 0
                  ? t('documents.unused')
                  : doc.usedBy.map((id, i) => (
                      <span key={id}>
                        {i > 0 && ', '}
                        <Link to={`/content/financialReport/${id}`}>#{id}</Link>
                      </span>
                    ))}
              </td>
              <td>
                <button type="button" className={buttons.button} disabled={doc.usedBy.length > 0} title={doc.usedBy.length > 0 ? t('documents.inUse') : undefined} onClick={() => setPending(doc)}>
                  {t('editor.delete')}
                </button>
              </td>
            </tr>
          ))}
        </ResultsTable>
      ) : (
        !loaded.error && <p role="status">{t('app.loading')}</p>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        message={pending ? t('documents.confirmDelete', { name: pending.fileName }) : ''}
        confirmLabel={t('editor.delete')}
        onConfirm={() => void remove()}
        onCancel={() => setPending(undefined)}
      />
    </section>
  );
}
