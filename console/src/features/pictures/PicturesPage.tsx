import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Announcer, type Announcement } from '../../ui/Announcer';
import buttons from '../../ui/buttons.module.css';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { Pager } from '../../ui/Pager';
import { deletePicture, type StoredPicture } from './api/pictures-api';
import { PictureSearch } from './PictureSearch';
import { PictureSummary } from './PictureSummary';
import { PictureUpload } from './PictureUpload';
import { PictureWords } from './PictureWords';
import { usePictureList } from './usePictureList';
import styles from './Pictures.module.css';
import { PICTURE_MAX_MEGAPIXELS } from './PictureUpload';

/** The picture library: upload, find, give words (or mark decorative), see where used, delete unused ones. */
export function PicturesPage() {
  const { t } = useTranslation();
  const list = usePictureList(24);
  const { loaded } = list;
  const [editing, setEditing] = useState<number | undefined>();
  const [message, setMessage] = useState<Announcement | undefined>();
  // A refusal's message is the API's: it names the items that use the picture.
  const removal = useConfirmedAction<StoredPicture>({
    run: async (picture) => {
      await deletePicture(picture.id);
      loaded.reload();
    },
    done: (picture) => ({ kind: 'ok', key: 'pictures.deleted', values: { name: picture.fileName } }),
    question: (picture) => t('pictures.confirmDelete', { name: picture.fileName }),
    confirmLabel: t('pictures.delete'),
    onMessage: setMessage,
  });
  const shown = message ?? (loaded.error ? { kind: 'error' as const, text: loaded.error } : undefined);

  return (
    <section aria-labelledby="pictures-title">
      <h1 id="pictures-title">{t('pictures.title')}</h1>
      <p>{t('pictures.intro', { megapixels: PICTURE_MAX_MEGAPIXELS })}</p>
      <PictureUpload
        onUploaded={(picture) => {
          // The new picture comes first in the unfiltered list, its words open to be written.
          list.search('');
          setEditing(picture.id);
          loaded.reload();
        }}
      />
      <PictureSearch key={list.query} initial={list.query} onSearch={list.search} />
      <Announcer message={shown} />
      {loaded.data ? (
        <>
          <p>{t(loaded.data.total === 1 ? 'pictures.countOne' : 'pictures.count', { total: loaded.data.total })}</p>
          {loaded.data.list.length === 0 && <p>{t(list.query ? 'pictures.empty' : 'pictures.none')}</p>}
          <ul className={styles.grid}>
            {loaded.data.list.map((picture) => (
              <li key={picture.id} className={styles.card} aria-label={picture.fileName}>
                <PictureSummary picture={picture} />
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={buttons.button}
                    aria-expanded={editing === picture.id}
                    onClick={() => setEditing(editing === picture.id ? undefined : picture.id)}
                  >
                    {t('pictures.editWords')}
                  </button>
                  <button
                    type="button"
                    className={buttons.button}
                    disabled={picture.usedBy.length > 0}
                    aria-describedby={picture.usedBy.length > 0 ? `picture-${picture.id}-in-use` : undefined}
                    onClick={() => removal.ask(picture)}
                  >
                    {t('pictures.delete')}
                  </button>
                </div>
                {/* Why Delete is off, in words on the card (a tooltip is out of reach by touch and keyboard). */}
                {picture.usedBy.length > 0 && (
                  <p id={`picture-${picture.id}-in-use`} className={styles.meta}>
                    {t('pictures.inUse')}
                  </p>
                )}
                {editing === picture.id && (
                  <PictureWords
                    picture={picture}
                    onSaved={(_saved, text) => {
                      setMessage({ kind: 'ok', text });
                      setEditing(undefined);
                      loaded.reload();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
          <Pager pageNo={list.pageNo} total={loaded.data.total} pageSize={list.pageSize} onPage={list.setPageNo} />
        </>
      ) : (
        !loaded.error && <p role="status">{t('app.loading')}</p>
      )}
      {removal.dialog}
    </section>
  );
}
