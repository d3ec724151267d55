import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Delta, Quill } from './quill-setup';
import { cleanOps, isSafeEditorImage, isSafeVideoUrl, type ContentOp, type UntrustedOp } from './quill-safe-content';
import { labelQuill, syncPickerLabels, syncTooltip, type Translate } from './quill-labels';
import { indentBinding, wireQuillKeyboard, wireToolbarRoving } from './quill-keyboard';

/**
 * The one way to embed Quill 2 in this app. Import this module only from a lazily loaded component (the email
 * composer's editor, the quill-editor demo page): Quill and its CSS must never reach the shell or sign-in chunks.
 * It imports no react-i18next and no cn() either: features pass a translate function (see quill-labels.ts), and
 * a new importer of a chunk the sign-in page shares changes how the bundler splits it (cn() here cost 0.4 kB).
 */

export type { Quill };

/** Quill's toolbar option: groups of format names or `{ format: value(s) }` objects. */
export type QuillToolbar = unknown[][];

/** Content to load: Delta ops (a stored draft, a sample) or HTML (a saved message). Whatever its origin, it is
 *  filtered by cleanOps and the editor's `formats` on the way in. */
export type QuillContent = { ops: readonly UntrustedOp[] } | { html: string };

export interface EditorSnapshot {
  /** Quill's semantic HTML as it produces it (Quill 2.0.3 writes every space as `&nbsp;`): untrusted, sanitize it
   *  before showing it. */
  html: string;
  text: string;
  ops: ContentOp[];
  empty: boolean;
}

export interface CustomButton {
  label: string;
  icon: ReactNode;
  run: (quill: Quill) => void;
}

export interface QuillEditorProps {
  theme?: 'snow' | 'bubble';
  toolbar: QuillToolbar;
  /** The formats the editor accepts; content loaded, pasted or typed is limited to them. */
  formats: readonly string[];
  /** Content at mount. Later content goes through `loadContent` (e.g. from `onReady`'s Quill). */
  initial: QuillContent;
  /** Accessible name of the editable area: a text… */
  label?: string;
  /** …or the id of the element that names it. */
  labelledBy?: string;
  /** Accessible name of the toolbar. */
  toolbarLabel: string;
  placeholder?: string;
  describedBy?: string;
  /** Translates the relative keys of quill-labels.ts; each feature adds its own key prefix. */
  translate: Translate;
  /** Name (a key under `colors.`) of a colour swatch value, for editors with colour pickers. */
  colorName?: (value: string) => string;
  /** Toolbar buttons of our own, by format name in `toolbar`: their icon is rendered into Quill's button. */
  customButtons?: Record<string, CustomButton>;
  /** Every change, and once at mount with source 'silent'. */
  onChange: (snapshot: EditorSnapshot, source: string) => void;
  onReady?: (quill: Quill) => void;
}

export function snapshotOf(quill: Quill): EditorSnapshot {
  return {
    html: quill.getSemanticHTML(),
    text: quill.getText(),
    ops: quill.getContents().ops as ContentOp[],
    empty: quill.getLength() <= 1,
  };
}

/** Replaces the content without an event or an undo step, keeping only what `formats` allows. */
export function loadContent(quill: Quill, content: QuillContent, formats: readonly string[]) {
  const ops = 'html' in content ? quill.clipboard.convert({ html: content.html }).ops : content.ops;
  quill.setContents(new Delta(cleanOps(ops, formats)), Quill.sources.SILENT);
  quill.history.clear();
}

/**
 * Quill 2 in React: Quill owns the DOM inside `host` (React renders nothing there), is built once per mount
 * (StrictMode's second mount gets a fresh instance, the first one's DOM is removed) and reports every change.
 * Theme, toolbar, formats and the initial content are read at mount only; names follow their props.
 */
export function QuillEditor({
  theme = 'snow',
  toolbar,
  formats,
  initial,
  label,
  labelledBy,
  toolbarLabel,
  placeholder,
  describedBy,
  translate,
  colorName,
  customButtons,
  onChange,
  onReady,
}: QuillEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [quill, setQuill] = useState<Quill | null>(null);
  const [customSlots, setCustomSlots] = useState<[string, HTMLElement][]>([]);
  const labelOptions = { colorName, video: formats.includes('video') };
  const latest = useRef({ onChange, onReady, customButtons, translate, labelOptions, initial, placeholder });
  latest.current = { onChange, onReady, customButtons, translate, labelOptions, initial, placeholder };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const mount = document.createElement('div');
    host.append(mount);
    const config = { ...latest.current };
    const handlers: Record<string, () => void> = {};
    for (const name of Object.keys(config.customButtons ?? {})) {
      handlers[name] = () => {
        const button = latest.current.customButtons?.[name];
        if (button && instance) button.run(instance);
      };
    }
    const instance: Quill = new Quill(mount, {
      theme,
      formats: [...formats],
      placeholder: config.placeholder,
      bounds: host,
      modules: {
        toolbar: { container: toolbar, handlers },
        clipboard: {
          // Pasted images and video frames need a URL the app accepts; anything else is dropped, not requested.
          matchers: [
            ['IMG', (node: Node, delta: Delta) => (isSafeEditorImage((node as Element).getAttribute('src')) ? delta : new Delta())],
            ['IFRAME', (node: Node, delta: Delta) => (isSafeVideoUrl((node as Element).getAttribute('src')) ? delta : new Delta())],
            // Pasted code and styles are not text the user meant to paste (Quill would insert a script's source).
            ['SCRIPT', () => new Delta()],
            ['STYLE', () => new Delta()],
          ],
        },
        keyboard: {
          // Tab leaves the editor (no keyboard trap, e.g. in a dialog); list indentation stays on Tab / Shift+Tab at
          // the start of an item, but only while it changes something: at the outermost (Shift+Tab) or deepest
          // (Tab) level the key moves focus as usual instead of being swallowed.
          bindings: {
            tab: { key: 'Tab', handler: () => true },
            'indent code-block': { key: 'Tab', format: ['code-block'], handler: () => true },
            'outdent code-block': { key: 'Tab', shiftKey: true, format: ['code-block'], handler: () => true },
            indent: indentBinding(+1),
            outdent: indentBinding(-1),
          },
        },
      },
    });
    loadContent(instance, config.initial, formats);

    const root = instance.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');

    const onText = (_delta: unknown, _old: unknown, source: string) => latest.current.onChange(snapshotOf(instance), source);
    const onEditorChange = () => syncPickerLabels(host, latest.current.translate, latest.current.labelOptions);
    instance.on(Quill.events.TEXT_CHANGE, onText);
    instance.on(Quill.events.EDITOR_CHANGE, onEditorChange);
    const unwireKeys = wireQuillKeyboard(instance, host);
    const unwireToolbar = wireToolbarRoving(host);

    // Tooltips switch between preview and editing through classes: keep their names in step.
    const tooltipObserver = new MutationObserver((records) => {
      for (const r of records) syncTooltip(r.target as HTMLElement, latest.current.translate, latest.current.labelOptions);
    });
    for (const tip of Array.from(host.querySelectorAll('.ql-tooltip'))) {
      tooltipObserver.observe(tip, { attributes: true, attributeFilter: ['class', 'data-mode'] });
    }

    setCustomSlots(
      Object.keys(config.customButtons ?? {}).flatMap((name) => {
        const button = host.querySelector<HTMLElement>(`.ql-toolbar button.ql-${name}`);
        return button ? [[name, button] as [string, HTMLElement]] : [];
      }),
    );
    setQuill(instance);
    latest.current.onChange(snapshotOf(instance), Quill.sources.SILENT);
    latest.current.onReady?.(instance);

    return () => {
      tooltipObserver.disconnect();
      unwireKeys();
      unwireToolbar();
      instance.off(Quill.events.TEXT_CHANGE, onText);
      instance.off(Quill.events.EDITOR_CHANGE, onEditorChange);
      setQuill(null);
      setCustomSlots([]);
      host.replaceChildren();
    };
    // The configuration is read at mount on purpose: Quill cannot change theme or toolbar in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Names follow the language (a new translate function) and the labels passed in, without rebuilding the editor.
  useEffect(() => {
    const host = hostRef.current;
    if (!quill || !host) return;
    labelQuill(host, translate, toolbarLabel, { colorName, video: formats.includes('video') });
    const root = quill.root;
    const setOrRemove = (name: string, value: string | undefined) => (value ? root.setAttribute(name, value) : root.removeAttribute(name));
    setOrRemove('aria-label', label);
    setOrRemove('aria-labelledby', labelledBy);
    setOrRemove('aria-describedby', describedBy);
    if (placeholder !== undefined) root.setAttribute('data-placeholder', placeholder);
    for (const [name, button] of customSlots) {
      const custom = customButtons?.[name];
      if (custom) button.setAttribute('aria-label', custom.label);
    }
  }, [quill, translate, colorName, formats, label, labelledBy, describedBy, toolbarLabel, placeholder, customSlots, customButtons]);

  return (
    <div className={`tq min-w-0 ${theme === 'bubble' ? 'tq-bubble' : 'tq-snow'}`}>
      <div ref={hostRef} className="relative min-w-0" />
      {customSlots.map(([name, button]) => {
        const custom = customButtons?.[name];
        return custom ? createPortal(custom.icon, button, name) : null;
      })}
    </div>
  );
}
