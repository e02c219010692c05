import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@azi/shared/api/ApiError';
import { PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS } from '@azi/shared/api/schemas/pictures';
import { useFileUpload } from '../../ui/useFileUpload';
import { formatBytes } from '../documents/pdfFile';
import { picturesAhead, uploadPicture, type StoredPicture } from './api/pictures-api';
import styles from './Pictures.module.css';

/** The pixel limit as staff read it (50 for 50 million pixels). */
export const PICTURE_MAX_MEGAPIXELS = PICTURE_MAX_PIXELS / 1_000_000;
/** How often the wait is asked while the site makes the sizes. */
const WAIT_POLL_MS = 1000;

/** A random UUID naming one upload (randomUUID needs a secure context; a console on plain http has none). */
function newTicket(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Uploads one picture with its progress. Only the size is checked here (a 12 MB file is not sent
 * for nothing); what the file is, the API decides from its bytes and says so in its message. The
 * site makes one picture's sizes at a time: while this one waits, it says how many are ahead.
 */
export function PictureUpload({ onUploaded }: { onUploaded(picture: StoredPicture): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [ticket, setTicket] = useState<string | undefined>();
  const [ahead, setAhead] = useState(0);
  const { progress, message, choose } = useFileUpload({
    check: (file) =>
      file.size > PICTURE_MAX_BYTES
        ? t('pictures.tooLarge', { name: file.name, size: formatBytes(file.size) })
        : undefined,
    send: async (file, onProgress) => {
      const name = newTicket();
      setTicket(name);
      setAhead(0);
      try {
        return await uploadPicture(file, file.name, onProgress, name);
      } catch (error) {
        // The console's own words, with the limit: the API's only say the picture was refused.
        if (error instanceof ApiError && error.errors?.file === 'tooManyPixels')
          throw new Error(t('pictures.tooManyPixels', { name: file.name, megapixels: PICTURE_MAX_MEGAPIXELS }));
        throw error;
      } finally {
        setTicket(undefined);
      }
    },
    done: (uploaded) =>
      t('pictures.uploaded', { name: uploaded.fileName, width: uploaded.width, height: uploaded.height }),
    failed: (text) => t('pictures.failed', { message: text }),
    onUploaded,
  });

  // Sent, the sizes not yet made: ask how many pictures the site makes before this one.
  const sent = progress !== undefined && progress >= 1;
  useEffect(() => {
    if (!sent || !ticket) return;
    let stopped = false;
    const ask = async () => {
      try {
        const { ahead: count } = await picturesAhead(ticket);
        if (!stopped) setAhead(count ?? 0);
      } catch {
        // Only the wait is unknown; the upload itself goes on.
      }
    };
    void ask();
    const timer = setInterval(() => void ask(), WAIT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [sent, ticket]);

  return (
    <div className={styles.upload}>
      <label htmlFor={id}>{t('pictures.upload')}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => void choose(e)}
        disabled={progress !== undefined}
      />
      {progress !== undefined && (
        <div>
          <progress max={1} value={progress} aria-labelledby={`${id}-progress`} />
          <span id={`${id}-progress`}>
            {' '}
            {progress < 1
              ? t('pictures.uploading', { percent: Math.round(progress * 100) })
              : ahead > 0
                ? t('pictures.waiting', { count: ahead })
                : t('pictures.processing')}
          </span>
        </div>
      )}
      <div role="status">{message?.kind === 'ok' ? message.text : ''}</div>
      <div role="alert" className={message?.kind === 'error' ? styles.error : undefined}>
        {message?.kind === 'error' ? message.text : ''}
      </div>
    </div>
  );
}
