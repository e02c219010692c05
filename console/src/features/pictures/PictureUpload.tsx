import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_MAX_BYTES } from '@azi/shared/api/schemas/pictures';
import { useFileUpload } from '../../ui/useFileUpload';
import { formatBytes } from '../documents/pdfFile';
import { uploadPicture, type StoredPicture } from './api/pictures-api';
import styles from './Pictures.module.css';

/**
 * Uploads one picture with its progress. Only the size is checked here (a 12 MB file is not sent
 * for nothing); what the file is, the API decides from its bytes and says so in its message.
 */
export function PictureUpload({ onUploaded }: { onUploaded(picture: StoredPicture): void }) {
  const { t } = useTranslation();
  const id = useId();
  const { progress, message, choose } = useFileUpload({
    check: (file) => (file.size > PICTURE_MAX_BYTES ? t('pictures.tooLarge', { name: file.name, size: formatBytes(file.size) }) : undefined),
    send: (file, onProgress) => uploadPicture(file, file.name, onProgress),
    done: (uploaded) => t('pictures.uploaded', { name: uploaded.fileName, width: uploaded.width, height: uploaded.height }),
    failed: (text) => t('pictures.failed', { message: text }),
    onUploaded,
  });

  return (
    <div className={styles.upload}>
      <label htmlFor={id}>{t('pictures.upload')}</label>
      <input id={id} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void choose(e)} disabled={progress !== undefined} />
      {progress !== undefined && (
        <div>
          <progress max={1} value={progress} aria-labelledby={`${id}-progress`} />
          <span id={`${id}-progress`}> {progress < 1 ? t('pictures.uploading', { percent: Math.round(progress * 100) }) : t('pictures.processing')}</span>
        </div>
      )}
      <div role="status">{message?.kind === 'ok' ? message.text : ''}</div>
      <div role="alert" className={message?.kind === 'error' ? styles.error : undefined}>
        {message?.kind === 'error' ? message.text : ''}
      </div>
    </div>
  );
}
