import { useMemo } from 'react';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CustomButton, Quill } from '@/components/rich-text/quill-editor';
import type { ContentOp } from '@/components/rich-text/quill-safe-content';
import { useSession } from '@/lib/session/session.store';
import { EditorDemo } from '../components/editor-demo';
import {
  BUBBLE_FORMATS,
  BUBBLE_TOOLBAR,
  CUSTOM_FORMATS,
  CUSTOM_TOOLBAR,
  SIGNATURE,
  SNOW_FORMATS,
  SNOW_TOOLBAR,
} from '../components/editor-config';

const SNOW_CODE = `const modules = {
  toolbar: [
    [{ font: [] }, { size: ['small', false, 'large', 'huge'] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ color: [] }, { background: [] }],
    [{ script: 'sub' }, { script: 'super' }],
    [{ header: 1 }, { header: 2 }, 'blockquote', 'code-block'],
    [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }],
    [{ indent: '-1' }, { indent: '+1' }, { direction: 'rtl' }, { align: [] }],
    ['link', 'image', 'video'],
    ['clean'],
  ],
};
const quill = new Quill(element, { theme: 'snow', modules });
quill.on('text-change', () => setHtml(sanitizeHtml(quill.getSemanticHTML())));`;

const BUBBLE_CODE = `const quill = new Quill(element, {
  theme: 'bubble', // the toolbar floats over the selection
  modules: { toolbar: [['bold', 'italic', 'underline', 'link'], [{ header: 1 }, { header: 2 }, 'blockquote']] },
});`;

const CUSTOM_CODE = `const quill = new Quill(element, {
  theme: 'snow',
  modules: {
    toolbar: {
      container: [['bold', 'italic', 'underline'], [{ list: 'ordered' }, { list: 'bullet' }], ['link', 'clean'], ['signature']],
      handlers: {
        signature() {
          const range = this.quill.getSelection(true);
          this.quill.insertText(range.index, '\\nBest regards,\\n', 'user');
          this.quill.insertText(range.index + 16, userName, { bold: true }, 'user');
        },
      },
    },
  },
});`;

export default function QuillEditorPage() {
  const { t } = useTranslation('extension-editor');
  const displayName = useSession((s) => s.user?.displayName);

  const samples = useMemo(() => {
    const snow: ContentOp[] = [
      { insert: t('samples.snow.heading') },
      { insert: '\n', attributes: { header: 2 } },
      { insert: t('samples.snow.intro') },
      { insert: t('samples.snow.bold'), attributes: { bold: true } },
      { insert: ', ' },
      { insert: t('samples.snow.italic'), attributes: { italic: true } },
      { insert: ', ' },
      { insert: t('samples.snow.underlined'), attributes: { underline: true } },
      { insert: ` ${t('samples.snow.and')} ` },
      { insert: t('samples.snow.link'), attributes: { link: 'https://quilljs.com' } },
      { insert: '.\n' },
      { insert: t('samples.snow.item1') },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: t('samples.snow.item2') },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: t('samples.snow.item3') },
      { insert: '\n', attributes: { list: 'checked' } },
      { insert: t('samples.snow.quote') },
      { insert: '\n', attributes: { blockquote: true } },
    ];
    const bubble: ContentOp[] = [
      { insert: t('samples.bubble.heading') },
      { insert: '\n', attributes: { header: 2 } },
      { insert: t('samples.bubble.text') },
      { insert: '\n' },
    ];
    const custom: ContentOp[] = [{ insert: `${t('samples.custom.greeting')}\n${t('samples.custom.text')}\n` }];
    return { snow, bubble, custom };
  }, [t]);

  const customButtons = useMemo<Record<string, CustomButton>>(
    () => ({
      [SIGNATURE]: {
        label: t('custom.signature'),
        icon: <PenLine aria-hidden="true" className="size-4" />,
        run: (quill: Quill) => {
          const name = displayName || t('samples.custom.fallbackName');
          const closing = `\n${t('samples.custom.closing')}\n`;
          const range = quill.getSelection(true) ?? { index: quill.getLength() - 1, length: 0 };
          const at = range.index;
          quill.deleteText(at, range.length, 'user');
          quill.insertText(at, closing, 'user');
          quill.insertText(at + closing.length, name, { bold: true }, 'user');
          quill.setSelection(at + closing.length + name.length, 0, 'user');
        },
      },
    }),
    [t, displayName],
  );

  return (
    <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2 [&>*]:min-w-0">
      <EditorDemo
        id="snow"
        className="xl:col-span-2"
        title={t('snow.title')}
        description={t('snow.description')}
        code={SNOW_CODE}
        theme="snow"
        toolbar={SNOW_TOOLBAR}
        formats={SNOW_FORMATS}
        sample={samples.snow}
        label={t('snow.label')}
        placeholder={t('snow.placeholder')}
      />
      <EditorDemo
        id="bubble"
        title={t('bubble.title')}
        description={t('bubble.description')}
        code={BUBBLE_CODE}
        theme="bubble"
        toolbar={BUBBLE_TOOLBAR}
        formats={BUBBLE_FORMATS}
        sample={samples.bubble}
        label={t('bubble.label')}
        placeholder={t('bubble.placeholder')}
        hint={t('bubble.hint')}
      />
      <EditorDemo
        id="custom"
        title={t('custom.title')}
        description={t('custom.description')}
        code={CUSTOM_CODE}
        theme="snow"
        toolbar={CUSTOM_TOOLBAR}
        formats={CUSTOM_FORMATS}
        sample={samples.custom}
        label={t('custom.label')}
        placeholder={t('custom.placeholder')}
        customButtons={customButtons}
      />
    </div>
  );
}
