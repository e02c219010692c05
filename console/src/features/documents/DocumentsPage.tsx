import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffDocumentUrl } from '@azi/shared/api/documentPaths';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListPage } from '../../ui/ListPage';
import { usePagedList } from '../../ui/usePagedList';
import { formatLocal } from '../content/scheduleTime';
import { deleteDocument, listDocuments, type StoredDocument } from './api/documents-api';
import { formatBytes } from './pdfFile';

const PAGE_SIZE = 50;
const loadPage = (_filter: undefined, pageNo: number, pageSize: number) => listDocuments(pageNo, pageSize);

/** The PDFs IR has uploaded: which reports use each, and deletion of those no report uses. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const { loaded, paging } = usePagedList(loadPage, PAGE_SIZE, undefined);
  const [pending, setPending] = useState<StoredDocument | undefined>();
  const [message, setMessage] = useState<Announcement | undefined>();
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
  return (
    <ListPage
      titleId="documents-title"
      title={t('documents.title')}
      loaded={loaded}
      count={(page) => t('documents.count', { total: page.total })}
      empty={t('documents.empty')}
      columns={[t('documents.file'), t('documents.size'), t('documents.uploadedBy'), t('documents.uploadedAt'), t('documents.usedBy'), t('list.actions')]}
      paging={paging}
      row={(doc) => (
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
      )}
      after={
        <ConfirmDialog
          open={pending !== undefined}
          message={pending ? t('documents.confirmDelete', { name: pending.fileName }) : ''}
          confirmLabel={t('editor.delete')}
          onConfirm={() => void remove()}
          onCancel={() => setPending(undefined)}
        />
      }
    >
      <p>{t('documents.intro')}</p>
      <Announcer message={message} />
    </ListPage>
  );
}
