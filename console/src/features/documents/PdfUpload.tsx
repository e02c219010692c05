import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../ui/buttons.module.css';
import { useFileUpload } from '../../ui/useFileUpload';
import { uploadDocument, type UploadedDocument } from './api/upload-document';
import { formatBytes, pdfProblem } from './pdfFile';
import styles from './PdfUpload.module.css';

interface Props {
  documentId: number | null;
  /** The attached file's name, when known (just uploaded, or from its link). */
  documentName?: string;
  onUploaded(document: UploadedDocument): void;
  onDetach(): void;
}

/** Uploads a report's PDF with progress; refuses a file that is too large or not a PDF, saying why. */
export function PdfUpload({ documentId, documentName, onUploaded, onDetach }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { progress, message, choose } = useFileUpload({
    check: async (file) => {
      const problem = await pdfProblem(file);
      return problem && t(`document.${problem}`, { name: file.name, size: formatBytes(file.size) });
    },
    send: (file, onProgress) => uploadDocument(file, file.name, onProgress),
    done: (uploaded) => t('document.uploaded', { name: uploaded.fileName, size: formatBytes(uploaded.byteSize) }),
    failed: (text) => t('document.failed', { message: text }),
    onUploaded,
  });

  return (
    <fieldset className={styles.box}>
      <legend>{t('document.legend')}</legend>
      {documentId !== null && (
        <p className={styles.attached}>
          {documentName ? t('document.attached', { name: documentName }) : t('document.attachedId', { id: documentId })}{' '}
          <button type="button" className={buttons.link} onClick={onDetach}>
            {t('document.remove')}
          </button>
        </p>
      )}
      <label htmlFor={id}>{t('document.upload')}</label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(e) => void choose(e)}
        disabled={progress !== undefined}
      />
      <p className={styles.hint}>{t('document.orLink')}</p>
      {progress !== undefined && (
        <div>
          <progress max={1} value={progress} aria-labelledby={`${id}-progress`} />
          <span id={`${id}-progress`}> {t('document.uploading', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      <div role="status">{message?.kind === 'ok' ? message.text : ''}</div>
      <div role="alert" className={message?.kind === 'error' ? styles.error : undefined}>
        {message?.kind === 'error' ? message.text : ''}
      </div>
    </fieldset>
  );
}
