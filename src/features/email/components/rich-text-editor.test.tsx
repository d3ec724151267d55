import { act, render, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { Quill } from '@/components/rich-text/quill-setup';
import RichTextEditor from './rich-text-editor';
import en from '../locales/en.json';
import de from '../locales/de.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

type Tree = { [key: string]: Tree | string };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/** The compose dialog's `t`, reduced to what the editor needs: English strings, and a record of every key asked for. */
function englishT() {
  const asked = new Set<string>();
  const t = ((key: string, options?: Record<string, unknown>) => {
    asked.add(key);
    const text = lookup(en as Tree, key);
    if (typeof text !== 'string') return key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
  }) as unknown as TFunction<'email'>;
  return { t, asked };
}

function mount(value = '<p>Hello</p>', onChange: (html: string) => void = () => {}, onReady?: (focusStart: () => void) => void) {
  const { t, asked } = englishT();
  const ui = (v: string) => (
    <>
      <span id="body-label">Message</span>
      <RichTextEditor value={v} onChange={onChange} labelledBy="body-label" t={t} onReady={onReady} />
    </>
  );
  const view = render(ui(value));
  return { asked, setValue: (v: string) => view.rerender(ui(v)) };
}

describe('email RichTextEditor (compose body on the shared Quill editor)', () => {
  it('keeps its toolbar and names every control in the email namespace', () => {
    mount();
    expect(screen.getByRole('group', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Link', 'Quote', 'Code block', 'Numbered list', 'Bulleted list'];
    for (const name of [...names, 'Clear formatting']) expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Font: Sans Serif' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Text style: Normal' })).toBeInTheDocument();
    // No media buttons, and no control without a name.
    expect(toolbar.querySelector('.ql-image, .ql-video')).toBeNull();
    const unnamed = Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"]')).filter(
      (el) => !(el.getAttribute('aria-label') || el.textContent?.trim()),
    );
    expect(unnamed.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('reports edits as HTML, not the load, and shows a value set from outside (a form reset)', () => {
    const onChange = vi.fn();
    const { setValue } = mount('<p>Draft text</p>', onChange);
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    const quill = Quill.find(textbox.parentElement as HTMLElement) as Quill;
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      quill.insertText(0, 'My ', 'user');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>My&nbsp;Draft&nbsp;text</p>');
    setValue('<p>My&nbsp;Draft&nbsp;text</p>'); // the form echoes the edit back: nothing to load
    expect(quill.getText()).toBe('My Draft text\n');
    setValue('<h2>Reset</h2>');
    expect(textbox).toHaveTextContent('Reset');
    expect(textbox.querySelector('h2')).not.toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('hands out a focus function once ready: it focuses the message with the caret at the start, editing nothing', () => {
    const onChange = vi.fn();
    const onReady = vi.fn<(focusStart: () => void) => void>();
    mount('<p><br></p><p>On Monday, Ana wrote:</p><blockquote>Original</blockquote>', onChange, onReady);
    expect(onReady).toHaveBeenCalledTimes(1);
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    const quill = Quill.find(textbox.parentElement as HTMLElement) as Quill;
    expect(textbox).not.toHaveFocus();
    act(() => onReady.mock.calls[0]?.[0]());
    expect(textbox).toHaveFocus();
    expect(quill.getSelection()).toEqual({ index: 0, length: 0 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops images and video frames from the loaded message', () => {
    mount('<p>Hi <img src="https://example.com/a.png"></p><iframe src="https://example.com/v"></iframe>');
    expect(screen.getByRole('textbox', { name: 'Message' }).querySelector('img, iframe')).toBeNull();
  });

  it('asks only for compose.editor keys that exist in en, de, fr and pt, and every one of them is used', () => {
    const { asked } = mount();
    const editorKeys = [...asked].filter((k) => k.startsWith('compose.editor.'));
    expect(editorKeys).toEqual([...asked]);
    for (const [lng, tree] of Object.entries({ en, de, fr, pt })) {
      const missing = editorKeys.filter((k) => typeof lookup(tree as Tree, k) !== 'string');
      expect(missing, `${lng} is missing`).toEqual([]);
    }
    const unused = leaves(en.compose.editor as Tree, 'compose.editor.').filter((k) => !asked.has(k));
    expect(unused).toEqual([]);
  });
});
