/**
 * A draft as the public site will show it, in each language and layout, without making it
 * public: the site server's /api-official-web/admin/page-preview/<kind>/<id> draws the very page a visitor will get
 * (server-rendered, the draft granted to that one render), shown here in a frame of the layout's
 * width. Below it, the item exactly as the public API will answer it.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DOCUMENT_PATH, staffDocumentUrl } from '@azi/shared/api/documentPaths';
import { pictureVariantUrl, type PublicPicture } from '@azi/shared/api/schemas/pictures';
import { HTML_LANG, LANGS, LANG_NAME, type Lang } from '@azi/shared/i18n/languages';
import { contentItemPath } from '@azi/shared/routing/contentPages';
import { DataTable } from '@azi/shared/ui/DataTable';
import { Picture } from '@azi/shared/ui/Picture';
import buttons from '../../ui/buttons.module.css';
import { useLoaded } from '../../ui/useLoaded';
import { previewContent } from './api/content-api';
import { knownDate } from '@azi/shared/api/schemas/content';
import type { ContentName } from '@azi/shared/content/contentKinds';
import { choiceLabel, formLabel, kindLabel } from '@azi/shared/content/contentLabels';
import styles from './PreviewPage.module.css';

interface PublicItem {
  id: number;
  title: string;
  summary: string;
  date: string;
  datePrecision: 'day' | 'month' | 'year';
  linkUrl?: string;
  imageUrl?: string;
  /** A library picture (press releases, banners). */
  picture?: PublicPicture | null;
  body?: string;
  reportType?: string;
  formType?: string;
  /** An investor calendar date's kind. */
  kind?: string;
  fiscalYear?: number | null;
  fiscalPeriod?: string | null;
  beijingTime?: string | null;
}

function Article({ item }: { item: PublicItem }) {
  return (
    <article className={styles.article}>
      <h1>{item.title}</h1>
      <p className={styles.date}>{knownDate(item.date, item.datePrecision)}</p>
      <Picture
        className={styles.picture}
        picture={item.picture}
        src={item.imageUrl}
        width={832}
        height={468}
        sizes="832px"
        loading="eager"
      />
      {/* Sanitised by the API's preview route, as the public article is. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.body ?? '' }} />
    </article>
  );
}

function ArchiveRow({ item, mobile, typeLabel }: { item: PublicItem; mobile: boolean; typeLabel: string }) {
  if (mobile)
    return (
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h3>{item.title}</h3>
          <p className={styles.date}>
            {item.beijingTime ?? knownDate(item.date, item.datePrecision)} · {typeLabel}
          </p>
          {item.summary && <p>{item.summary}</p>}
          {item.linkUrl && <a href={staffDocumentUrl(item.linkUrl)}>{item.linkUrl}</a>}
        </li>
      </ul>
    );
  return (
    <DataTable caption={item.title} captionHidden>
      <tbody>
        <tr>
          <td>{item.beijingTime ?? knownDate(item.date, item.datePrecision)}</td>
          <td>{typeLabel}</td>
          <th scope="row">
            <span className={styles.rowTitle}>{item.title}</span>
            {item.summary && <span className={styles.rowSummary}>{item.summary}</span>}
          </th>
          <td>
            {item.linkUrl ? (
              <a href={staffDocumentUrl(item.linkUrl)}>{item.linkUrl.startsWith(DOCUMENT_PATH) ? 'PDF' : 'Link'}</a>
            ) : (
              '—'
            )}
          </td>
        </tr>
      </tbody>
    </DataTable>
  );
}

function Banner({ item }: { item: PublicItem }) {
  const bannerImage = item.picture
    ? pictureVariantUrl(item.picture, item.picture.widths[item.picture.widths.length - 1] ?? 0, 'jpg')
    : item.imageUrl;
  return (
    <div className={styles.banner} style={bannerImage ? { backgroundImage: `url(${bannerImage})` } : undefined}>
      <h2>{item.title}</h2>
      {item.summary && <p>{item.summary}</p>}
    </div>
  );
}

/**
 * The site's own drawing of the page, framed when the site answers it for this session. It says
 * so instead when the server refuses (no session, or a role that may not see this kind).
 */
function PagePreview({ src, mobile, title }: { src: string; mobile: boolean; title: string }) {
  const { t } = useTranslation();
  const { data: status } = useLoaded(
    useCallback(async () => (await fetch(src, { credentials: 'same-origin', cache: 'no-store' })).status, [src]),
    src,
  );
  if (status === undefined) return <p role="status">{t('app.loading')}</p>;
  if (status !== 200) return <p className={styles.unavailable}>{t('preview.pageUnavailable', { status })}</p>;
  return (
    <iframe
      key={src}
      className={mobile ? `${styles.page} ${styles.pageMobile}` : styles.page}
      title={title}
      src={src}
    />
  );
}

export function PreviewPage({ kind: kindName }: { kind: ContentName }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [lang, setLang] = useState<Lang>('zh');
  const [mobile, setMobile] = useState(false);
  const { data: item, error } = useLoaded(
    useCallback(() => previewContent<PublicItem>(kindName, id, lang), [kindName, id, lang]),
    `${kindName}/${id}/${lang}`,
  );

  const where = contentItemPath(kindName, { id, date: item?.date }, lang, mobile ? 'mobile' : 'desktop');
  // The type column as the site words it, in the preview's language.
  const typeLabel = item?.reportType
    ? choiceLabel('financialReport', 'reportType', item.reportType, lang)
    : item?.formType
      ? formLabel(item.formType, lang)
      : kindName === 'investorCalendar' && item?.kind
        ? choiceLabel('investorCalendar', 'kind', item.kind, lang)
        : kindLabel(kindName, lang);

  return (
    <section aria-labelledby="preview-title">
      <p>
        <Link to={`/content/${kindName}/${id}`}>← {t('list.edit')}</Link>
      </p>
      <h1 id="preview-title">{t('preview.title', { kind: t(`kinds.${kindName}`), id })}</h1>
      <p>{t('preview.intro')}</p>
      <div className={styles.controls}>
        <div role="group" aria-label={t('preview.language')}>
          {LANGS.map((l) => (
            <button
              key={l}
              type="button"
              className={buttons.button}
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
              lang={HTML_LANG[l]}
            >
              {LANG_NAME[l]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('preview.layout')}>
          <button type="button" className={buttons.button} aria-pressed={!mobile} onClick={() => setMobile(false)}>
            {t('preview.desktop')}
          </button>
          <button type="button" className={buttons.button} aria-pressed={mobile} onClick={() => setMobile(true)}>
            {t('preview.mobile')}
          </button>
        </div>
      </div>
      <p className={styles.where}>{t('preview.where', { path: where })}</p>
      <PagePreview
        src={`/api-official-web/admin/page-preview/${kindName}/${id}?lang=${lang}&layout=${mobile ? 'mobile' : 'desktop'}`}
        mobile={mobile}
        title={t('preview.pageTitle', { path: where })}
      />
      <h2 className={styles.dataHeading}>{t('preview.dataTitle')}</h2>
      {error && <p role="alert">{error}</p>}
      <div
        className={mobile ? `${styles.frame} ${styles.mobile}` : styles.frame}
        lang={HTML_LANG[lang]}
        data-testid="preview-frame"
      >
        {!item && !error && <p role="status">{t('app.loading')}</p>}
        {item && !item.title && <p className={styles.missing}>{t('preview.notAvailable')}</p>}
        {item &&
          (kindName === 'media' ? (
            <Article item={item} />
          ) : kindName === 'banner' ? (
            <Banner item={item} />
          ) : (
            <ArchiveRow item={item} mobile={mobile} typeLabel={typeLabel} />
          ))}
      </div>
    </section>
  );
}
