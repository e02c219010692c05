import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttons from '../../ui/buttons.module.css';
import { Pager } from '../../ui/Pager';
import { useLoaded } from '../../ui/useLoaded';
import { getPicture } from './api/pictures-api';
import { PictureSearch } from './PictureSearch';
import { PictureSummary } from './PictureSummary';
import { usePictureList } from './usePictureList';
import styles from './Pictures.module.css';

interface Props {
  pictureId: number | null;
  onChange(pictureId: number | null): void;
  /** A message key when the form or the API found the choice wrong. */
  error?: string;
  required: boolean;
}

/** The chosen picture of a press release or banner, and the library to choose one from. */
function Library({ onPick }: { onPick(id: number): void }) {
  const { t } = useTranslation();
  const list = usePictureList(12);
  const { loaded } = list;
  return (
    <div>
      <PictureSearch key={list.query} initial={list.query} onSearch={list.search} />
      {loaded.error && <p role="alert">{loaded.error}</p>}
      {!loaded.data && !loaded.error && <p role="status">{t('app.loading')}</p>}
      {loaded.data && loaded.data.list.length === 0 && <p>{t(list.query ? 'pictures.empty' : 'pictures.none')}</p>}
      {loaded.data && (
        <>
          <ul className={styles.grid}>
            {loaded.data.list.map((picture) => (
              <li key={picture.id} className={styles.card} aria-label={picture.fileName}>
                <PictureSummary picture={picture} headingLevel={3} />
                {picture.ready ? (
                  <button type="button" className={buttons.primary} onClick={() => onPick(picture.id)}>
                    {t('pictures.use', { name: picture.fileName })}
                  </button>
                ) : (
                  <p className={styles.missing}>{t('pictures.needsWords')}</p>
                )}
              </li>
            ))}
          </ul>
          <Pager pageNo={list.pageNo} total={loaded.data.total} pageSize={list.pageSize} onPage={list.setPageNo} />
        </>
      )}
    </div>
  );
}

export function PicturePicker({ pictureId, onChange, error, required }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = useLoaded(
    useCallback(async () => (pictureId === null ? undefined : getPicture(pictureId)), [pictureId]),
    String(pictureId),
  );
  return (
    <fieldset className={styles.picker} aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
      <legend>{t('pictures.picker')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t(required ? 'pictures.required' : 'pictures.pickerHint')}
      </p>
      {pictureId !== null && (
        <div className={styles.chosen}>
          {chosen.data ? (
            <div>
              <PictureSummary picture={chosen.data} headingLevel={3} />
            </div>
          ) : (
            <p>{t('pictures.chosenId', { id: pictureId })}</p>
          )}
          <div>
            <p>{chosen.data ? t('pictures.chosen', { name: chosen.data.fileName }) : null}</p>
            <button type="button" className={buttons.button} onClick={() => onChange(null)}>
              {t('pictures.remove')}
            </button>
          </div>
        </div>
      )}
      {error && (
        <span role="alert" className={styles.error}>
          {t(error)}
        </span>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttons.button} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('pictures.close') : t('pictures.choose')}
        </button>
        <Link to="/pictures">{t('pictures.openLibrary')}</Link>
      </div>
      {open && (
        <Library
          onPick={(picked) => {
            onChange(picked);
            setOpen(false);
          }}
        />
      )}
    </fieldset>
  );
}
