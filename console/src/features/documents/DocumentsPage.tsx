import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffDocumentUrl } from '@azi/shared/api/documentPaths';
import { useDateLocale } from '../../app/UiLanguage';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { ListPage } from '../../ui/ListPage';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
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
  const [message, setMessage] = useState<Announcement | undefined>();
  const removal = useConfirmedAction<StoredDocument>({
    run: async (doc) => {
      await deleteDocument(doc.id);
      loaded.reload();
    },
    done: (doc) => ({ kind: 'ok', key: 'documents.deleted', values: { name: doc.fileName } }),
    question: (doc) => t('documents.confirmDelete', { name: doc.fileName }),
    confirmLabel: t('editor.delete'),
    onMessage: setMessage,
  });
  return (
    <ListPage
      title={t('documents.title')}
      list={{ loaded, paging }}
      count={(page) => t('documents.count', { total: page.total })}
      empty={t('documents.empty')}
      columns={[
        t('documents.file'),
        t('documents.size'),
        t('documents.uploadedBy'),
        t('documents.uploadedAt'),
        t('documents.usedBy'),
        t('list.actions'),
      ]}
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
            <button
              type="button"
              className={buttons.button}
              disabled={doc.usedBy.length > 0}
              title={doc.usedBy.length > 0 ? t('documents.inUse') : undefined}
              onClick={() => removal.ask(doc)}
            >
              {t('editor.delete')}
            </button>
          </td>
        </tr>
      )}
      after={removal.dialog}
    >
      <p>{t('documents.intro')}</p>
      <Announcer message={message} />
    </ListPage>
  );
}
