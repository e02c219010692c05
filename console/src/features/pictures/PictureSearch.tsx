import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../ui/buttons.module.css';
import listStyles from '../../ui/listPage.module.css';

/**
 * The library's search box: file names and words in any language. Not a form of its own: the
 * picker sits inside the content editor's form (forms do not nest), so Enter searches here and
 * never submits the editor.
 */
export function PictureSearch({ initial, onSearch }: { initial: string; onSearch(text: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <div role="search" className={listStyles.filters}>
      <label htmlFor={id}>
        {t('pictures.search')}
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onSearch(text);
          }}
        />
      </label>
      <button type="button" className={buttons.button} onClick={() => onSearch(text)}>
        {t('pictures.apply')}
      </button>
    </div>
  );
}
