import { useTranslation } from 'react-i18next';
import { DATE_PRECISIONS } from '@azi/shared/api/schemas/content';
import { choiceLabel } from '@azi/shared/content/contentLabels';
import { useUiLanguage } from '../../app/UiLanguage';
import type { ContentKind, ExtraFieldSpec } from './contentKinds';
import type { EditorValues } from './contentItem';
import { beijingInputToIso, otherClocks } from './beijingInput';
import { localZoneLabel } from './scheduleTime';
import styles from './ContentEditorPage.module.css';

interface Props {
  kind: ContentKind;
  values: EditorValues;
  errors: Record<string, string>;
  onChange(change: Partial<EditorValues>): void;
  onExtra(key: string, value: string): void;
}

/** Date, precision, sort order and the kind's own fields, each labelled with its error beside it. */
export function ExtraFields({ kind, values, errors, onChange, onExtra }: Props) {
  const { t } = useTranslation();
  const { lang } = useUiLanguage();
  // The console's own words for the values, else shared's (a job's family), else the value itself.
  const optionLabel = (field: ExtraFieldSpec, option: string) =>
    field.optionLabels ? t(`${field.optionLabels}.${option}`) : choiceLabel(kind.name, field.key, option, lang);
  const describe = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${key}-error` } : {};
  const error = (key: string) =>
    errors[key] ? (
      <span id={`${key}-error`} className={styles.fieldError}>
        {t(errors[key] ?? '')}
      </span>
    ) : null;

  const extra = (field: ExtraFieldSpec) => {
    const value = values.extras[field.key] ?? '';
    const id = `field-${field.key}`;
    // An attached file's address is written by the API: shown, not edited.
    const fromFile = field.key === 'linkUrl' && values.documentId !== null;
    const common = { id, value, ...describe(field.key), required: field.required, readOnly: fromFile };
    // An event's time is typed in Beijing time; the note beside it says when that is elsewhere.
    const instant = field.type === 'instant' ? (value ? beijingInputToIso(value) : undefined) : undefined;
    const clocks = instant
      ? otherClocks(instant, localZoneLabel(new Date(instant)), { newYork: field.clocks !== 'local' })
      : undefined;
    let input;
    if (field.type === 'choice') {
      input = (
        <select {...common} onChange={(e) => onExtra(field.key, e.target.value)}>
          {(!field.required || value === '') && <option value="">{field.required ? '—' : t('editor.none')}</option>}
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {optionLabel(field, option)}
            </option>
          ))}
        </select>
      );
    } else if (field.type === 'lines') {
      input = <textarea {...common} rows={3} onChange={(e) => onExtra(field.key, e.target.value)} />;
    } else {
      const type =
        field.type === 'integer'
          ? 'number'
          : field.type === 'instant'
            ? 'datetime-local'
            : field.type === 'link'
              ? 'url'
              : 'text';
      input = <input {...common} type={type} onChange={(e) => onExtra(field.key, e.target.value)} />;
    }
    return (
      <div key={field.key} className={styles.field}>
        <label htmlFor={id}>
          {field.type === 'instant' ? t('editor.inBeijingTime', { label: t(field.label) }) : t(field.label)}
        </label>
        {input}
        {(clocks?.newYork || clocks?.local) && (
          <span className={styles.hint}>
            {clocks.newYork && t('editor.inNewYork', { ...clocks.newYork })}
            {clocks.newYork && clocks.local && <br />}
            {clocks.local && t('editor.inYourZone', { ...clocks.local })}
          </span>
        )}
        {(fromFile || field.hint) && (
          <span className={styles.hint}>{t(fromFile ? 'editor.linkFromFile' : (field.hint ?? ''))}</span>
        )}
        {error(field.key)}
      </div>
    );
  };

  return (
    <div className={styles.details}>
      <div className={styles.field}>
        <label htmlFor="field-date">{t('editor.date')}</label>
        <input
          id="field-date"
          type="date"
          required
          value={values.date}
          onChange={(e) => onChange({ date: e.target.value })}
          {...describe('date')}
        />
        {error('date')}
      </div>
      <div className={styles.field}>
        <label htmlFor="field-precision">{t('editor.datePrecision')}</label>
        <select
          id="field-precision"
          value={values.datePrecision}
          onChange={(e) => onChange({ datePrecision: e.target.value as EditorValues['datePrecision'] })}
        >
          {DATE_PRECISIONS.map((p) => (
            <option key={p} value={p}>
              {t(`editor.precision.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {kind.hasSortOrder && (
        <div className={styles.field}>
          <label htmlFor="field-sortOrder">{t('editor.sortOrder')}</label>
          <input
            id="field-sortOrder"
            type="number"
            value={values.sortOrder}
            onChange={(e) => onChange({ sortOrder: e.target.value })}
            {...describe('sortOrder')}
          />
          {error('sortOrder')}
        </div>
      )}
      {kind.fields.map(extra)}
    </div>
  );
}
