import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBytes } from '../documents/pdfFile';
import { thumbnailUrl, type StoredPicture } from './api/pictures-api';
import styles from './Pictures.module.css';

/** What staff need to recognise a picture: a small copy, its name and size, its words, where it is used. */
export function PictureSummary({ picture, headingLevel = 2 }: { picture: StoredPicture; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const uiLang = i18n.language === 'en' ? 'en' : 'zh';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <img
        className={styles.thumb}
        src={thumbnailUrl(picture)}
        alt={picture.decorative ? '' : picture.alt[uiLang]}
        width={320}
        height={180}
        loading="lazy"
      />
      <Heading>{picture.fileName}</Heading>
      <p className={styles.meta}>
        {t('pictures.size', { width: picture.width, height: picture.height })} · {formatBytes(picture.byteSize)}
      </p>
      {picture.decorative ? (
        <p className={styles.meta}>{t('pictures.decorative')}</p>
      ) : picture.ready ? (
        <p className={styles.meta}>{picture.alt[uiLang]}</p>
      ) : (
        <p className={styles.missing}>{t('pictures.noWords')}</p>
      )}
      <p className={styles.meta}>
        {picture.usedBy.length === 0 ? t('pictures.unused') : `${t('pictures.usedBy')}${t('app.colon')}`}
        {picture.usedBy.map((use, i) => (
          <span key={`${use.kind}-${use.id}`}>
            {i > 0 && t('completeness.separator')}
            <Link to={`/content/${use.kind}/${use.id}`}>
              {t(`pictures.useKinds.${use.kind}`)} #{use.id} {use.title}
            </Link>
          </span>
        ))}
      </p>
    </>
  );
}
