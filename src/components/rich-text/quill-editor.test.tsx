import { act, fireEvent, render, screen } from '@testing-library/react';
import { QuillEditor, type EditorSnapshot, type Quill } from './quill-editor';
import type { Translate } from './quill-labels';

const TOOLBAR = [['bold', 'link'], ['clean']];
const FORMATS = ['bold', 'link'];
const english: Translate = (key) => `en:${key}`;

// Quill measures ranges to place its tooltip; jsdom has no layout, so ranges report empty boxes.
const emptyRect = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) } as DOMRect;
beforeAll(() => {
  Range.prototype.getBoundingClientRect = () => emptyRect;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: function* () {} }) as unknown as DOMRectList;
});

function setup(props: Partial<Parameters<typeof QuillEditor>[0]> = {}) {
  const changes: [EditorSnapshot, string][] = [];
  let quill: Quill | null = null;
  const base = {
    toolbar: TOOLBAR,
    formats: FORMATS,
    initial: { html: '<p>Hello <strong>big</strong> <img src="x"> world</p><iframe src="javascript:alert(1)"></iframe>' },
    label: 'Message',
    toolbarLabel: 'Formatting',
    translate: english,
    onChange: (s: EditorSnapshot, source: string) => changes.push([s, source]),
    onReady: (q: Quill) => {
      quill = q;
    },
  };
  const view = render(<QuillEditor {...base} {...props} />);
  if (!quill) throw new Error('onReady was not called');
  return { view, changes, quill: quill as Quill, rerender: (next: typeof props) => view.rerender(<QuillEditor {...base} {...next} />) };
}

describe('QuillEditor (the shared Quill wrapper)', () => {
  it('loads HTML limited to its formats and reports it once, silently, at mount', () => {
    const { changes, quill } = setup();
    expect(quill.getText()).toBe('Hello big  world\n');
    expect(quill.root.querySelector('img, iframe')).toBeNull();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.[1]).toBe('silent');
    expect(changes[0]?.[0].html).toBe('<p>Hello&nbsp;<strong>big</strong>&nbsp;&nbsp;world</p>');
  });

  it('reports user edits as Quill semantic HTML', () => {
    const { changes, quill } = setup({ initial: { ops: [{ insert: 'Hi\n' }] } });
    act(() => {
      quill.formatText(0, 2, 'bold', true, 'user');
    });
    expect(changes.at(-1)).toEqual([expect.objectContaining({ html: '<p><strong>Hi</strong></p>', empty: false }), 'user']);
  });

  it('names the editable area and the toolbar, and renames them when the translate function changes', () => {
    const { rerender } = setup();
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'en:toolbar.bold' })).toBeInTheDocument();
    rerender({ translate: (key) => `de:${key}`, toolbarLabel: 'Formatierung' });
    expect(screen.getByRole('toolbar', { name: 'Formatierung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'de:toolbar.bold' })).toBeInTheDocument();
  });

  it('can be named by another element instead', () => {
    render(<span id="body-label">Body</span>);
    setup({ label: undefined, labelledBy: 'body-label' });
    expect(screen.getByRole('textbox', { name: 'Body' })).not.toHaveAttribute('aria-label');
  });

  it('lets Tab leave the editor instead of typing a tab (no keyboard trap)', () => {
    const { quill } = setup({ initial: { ops: [{ insert: 'Text\n' }] } });
    quill.setSelection(4, 0, 'silent');
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    quill.root.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    expect(quill.getText()).toBe('Text\n');
  });

  it('Tab / Shift+Tab at the start of a list item change its level, and leave the editor when the level cannot change', () => {
    const { quill } = setup({
      toolbar: [[{ list: 'bullet' }, { indent: '+1' }]],
      formats: ['list', 'indent'],
      initial: { ops: [{ insert: 'Item' }, { insert: '\n', attributes: { list: 'bullet' } }] },
    });
    const press = (shiftKey: boolean) => {
      quill.setSelection(0, 0, 'silent');
      const key = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      quill.root.dispatchEvent(key);
      return key.defaultPrevented;
    };
    const indent = () => quill.getFormat(0, 0).indent;
    expect(press(true)).toBe(false); // outermost: Shift+Tab moves focus back, nothing swallowed
    expect(indent()).toBeUndefined();
    expect(press(false)).toBe(true); // Tab indents
    expect(indent()).toBe(1);
    expect(press(true)).toBe(true); // Shift+Tab outdents
    expect(indent()).toBeUndefined();
    quill.formatLine(0, 1, 'indent', 8, 'silent');
    expect(press(false)).toBe(false); // deepest level: Tab moves focus on
    expect(indent()).toBe(8);
    expect(quill.getText()).toBe('Item\n');
  });

  it('closes an open picker or the link field on Escape before a dialog around it hears the key', () => {
    const { quill } = setup({ toolbar: [[{ header: [1, 2, false] }], ['link']], formats: ['header', 'link'] });
    const dialogHeard = vi.fn();
    document.addEventListener('keydown', dialogHeard, true); // where Radix listens
    try {
      const label = screen.getByRole('button', { name: 'en:pickers.current' });
      fireEvent.mouseDown(label);
      expect(label).toHaveAttribute('aria-expanded', 'true');
      const item = document.querySelector<HTMLElement>('.ql-header .ql-picker-item');
      item?.focus();
      fireEvent.keyDown(item as HTMLElement, { key: 'Escape' });
      expect(label).toHaveAttribute('aria-expanded', 'false');
      expect(label).toHaveFocus();

      const tooltip = (quill.theme as unknown as { tooltip: { root: HTMLElement; edit: (mode: string) => void } }).tooltip;
      act(() => tooltip.edit('link'));
      const field = screen.getByRole('textbox', { name: 'en:tooltip.linkUrl' });
      fireEvent.keyDown(field, { key: 'Escape' });
      expect(tooltip.root).toHaveClass('ql-hidden');
      expect(dialogHeard).not.toHaveBeenCalled();

      // Anywhere else, Escape is not the editor's business.
      fireEvent.keyDown(quill.root, { key: 'Escape' });
      expect(dialogHeard).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', dialogHeard, true);
    }
  });

  it('hides the Bubble toolbar on Escape and puts the keyboard back in the text', () => {
    const { quill } = setup({ theme: 'bubble' });
    const tooltip = (quill.theme as unknown as { tooltip: { root: HTMLElement; show: () => void } }).tooltip;
    act(() => tooltip.show());
    const bold = tooltip.root.querySelector<HTMLElement>('button.ql-bold');
    bold?.focus();
    fireEvent.keyDown(bold as HTMLElement, { key: 'Escape' });
    expect(tooltip.root).toHaveClass('ql-hidden');
    expect(quill.root).toHaveFocus();
  });

  it('makes the toolbar one Tab stop: arrows, Home and End move between its controls, the last one used keeps the stop', () => {
    setup({ toolbar: [['bold', 'link'], [{ header: [1, 2, false] }], ['clean']], formats: ['bold', 'link', 'header'] });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const controls = Array.from(toolbar.querySelectorAll<HTMLElement>('button, .ql-picker-label'));
    const stops = () => controls.filter((c) => c.tabIndex === 0);
    expect(controls).toHaveLength(4);
    expect(stops()).toEqual([controls[0]]);
    controls[0]?.focus();
    fireEvent.keyDown(controls[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(controls[1]);
    fireEvent.keyDown(controls[1] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(controls[2]); // the heading picker's button
    fireEvent.keyDown(controls[2] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(controls[3]);
    fireEvent.keyDown(controls[3] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(controls[0]);
    fireEvent.keyDown(controls[0] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(controls[3]);
    expect(stops()).toEqual([controls[3]]);
    // The picker's options are not toolbar stops.
    expect(Array.from(toolbar.querySelectorAll<HTMLElement>('.ql-picker-item')).every((i) => !stops().includes(i))).toBe(true);
  });

  it('mirrors the toolbar arrows on a right-to-left page', () => {
    const before = document.documentElement.getAttribute('dir');
    document.documentElement.setAttribute('dir', 'rtl');
    try {
      setup();
      const controls = Array.from(screen.getByRole('toolbar').querySelectorAll<HTMLElement>('button'));
      controls[0]?.focus();
      fireEvent.keyDown(controls[0] as HTMLElement, { key: 'ArrowLeft' });
      expect(document.activeElement).toBe(controls[1]);
      fireEvent.keyDown(controls[1] as HTMLElement, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(controls[0]);
    } finally {
      if (before === null) document.documentElement.removeAttribute('dir');
      else document.documentElement.setAttribute('dir', before);
    }
  });

  it('removes Quill’s DOM when unmounted', () => {
    const { view } = setup();
    view.unmount();
    expect(document.querySelector('.ql-toolbar, .ql-editor')).toBeNull();
  });
});
