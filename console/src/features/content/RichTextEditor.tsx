/**
 * The article editor: TipTap 3 (ProseMirror) with its starter kit: paragraphs, headings, lists,
 * bold, italic, links. It writes HTML; the API sanitises it on save and again when serving.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import styles from './RichTextEditor.module.css';

interface Props {
  value: string;
  onChange(html: string): void;
  labelledBy: string;
  lang: string;
}

/** `value` is read once, at start: the editor form starts afresh (a new key) when an item is reloaded. */
export function RichTextEditor({ value, onChange, labelledBy, lang }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['https'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        lang,
        class: styles.content ?? '',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (name: keyof NonNullable<typeof active>, label: string, run: () => void, text: string) => (
    <button type="button" aria-pressed={active?.[name] ?? false} aria-label={label} title={label} onClick={run}>
      {text}
    </button>
  );
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('richText.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href === '' || href === 'https://') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label={t('richText.toolbar')} className={styles.toolbar}>
        {tool('bold', t('richText.bold'), () => chain().toggleBold().run(), 'B')}
        {tool('italic', t('richText.italic'), () => chain().toggleItalic().run(), 'I')}
        {tool('heading', t('richText.heading'), () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {tool('bulletList', t('richText.bulletList'), () => chain().toggleBulletList().run(), '•')}
        {tool('orderedList', t('richText.orderedList'), () => chain().toggleOrderedList().run(), '1.')}
        {tool('link', t('richText.link'), setLink, t('richText.link'))}
        <button
          type="button"
          aria-label={t('richText.undo')}
          title={t('richText.undo')}
          onClick={() => chain().undo().run()}
        >
          ↶
        </button>
        <button
          type="button"
          aria-label={t('richText.redo')}
          title={t('richText.redo')}
          onClick={() => chain().redo().run()}
        >
          ↷
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
