import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Delta } from 'quill';
import { cn } from '@/lib/cn';
import { Quill } from './quill-setup';
import { cleanOps, isSafeEditorImage, isSafeVideoUrl, normalizeQuillHtml, type ContentOp } from './quill-content';
import { labelQuill, syncPickerLabels, syncTooltip, wireQuillKeyboard } from './quill-a11y';
import type { ToolbarConfig } from './editor-config';

export interface EditorSnapshot {
  /** Quill's semantic HTML: untrusted, sanitize before showing it. */
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
  theme: 'snow' | 'bubble';
  toolbar: ToolbarConfig;
  formats: readonly string[];
  /** Content at mount (filtered by `formats` again here, whatever its origin). */
  initial: readonly ContentOp[];
  /** Accessible name of the editable area. */
  label: string;
  /** Accessible name of the toolbar. */
  toolbarLabel: string;
  placeholder?: string;
  describedBy?: string;
  customButtons?: Record<string, CustomButton>;
  onChange: (snapshot: EditorSnapshot, source: string) => void;
  onReady?: (quill: Quill) => void;
  className?: string;
}

export function snapshotOf(quill: Quill): EditorSnapshot {
  const text = quill.getText();
  const empty = quill.getLength() <= 1;
  return {
    html: empty ? '' : normalizeQuillHtml(quill.getSemanticHTML()),
    text,
    ops: quill.getContents().ops as ContentOp[],
    empty,
  };
}

/**
 * Quill 2 in React: Quill owns the DOM inside `host` (React renders nothing there), is built once per mount
 * (StrictMode's second mount gets a fresh instance, the first one's DOM is removed) and reports every change.
 * The toolbar/format configuration is read at mount only.
 */
export function QuillEditor({
  theme,
  toolbar,
  formats,
  initial,
  label,
  toolbarLabel,
  placeholder,
  describedBy,
  customButtons,
  onChange,
  onReady,
  className,
}: QuillEditorProps) {
  const { t } = useTranslation('extension-editor');
  const hostRef = useRef<HTMLDivElement>(null);
  const [quill, setQuill] = useState<Quill | null>(null);
  const [customSlots, setCustomSlots] = useState<[string, HTMLElement][]>([]);
  const latest = useRef({ onChange, onReady, customButtons, t, initial, label, placeholder, describedBy, toolbarLabel });
  latest.current = { onChange, onReady, customButtons, t, initial, label, placeholder, describedBy, toolbarLabel };

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
          ],
        },
        keyboard: {
          // Tab leaves the editor (no keyboard trap); list indentation stays on Tab at the start of an item.
          bindings: {
            tab: { key: 'Tab', handler: () => true },
            'indent code-block': { key: 'Tab', format: ['code-block'], handler: () => true },
            'outdent code-block': { key: 'Tab', shiftKey: true, format: ['code-block'], handler: () => true },
          },
        },
      },
    });
    instance.setContents(new Delta(cleanOps(config.initial, formats)), Quill.sources.SILENT);
    instance.history.clear();

    const root = instance.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-label', config.label);
    if (config.describedBy) root.setAttribute('aria-describedby', config.describedBy);

    const onText = (_delta: unknown, _old: unknown, source: string) => latest.current.onChange(snapshotOf(instance), source);
    const onEditorChange = () => syncPickerLabels(host, latest.current.t);
    instance.on(Quill.events.TEXT_CHANGE, onText);
    instance.on(Quill.events.EDITOR_CHANGE, onEditorChange);
    const unwire = wireQuillKeyboard(instance, host);

    // Tooltips switch between preview and editing through classes: keep their names in step.
    const tooltipObserver = new MutationObserver((records) => {
      for (const r of records) syncTooltip(r.target as HTMLElement, latest.current.t);
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
      unwire();
      instance.off(Quill.events.TEXT_CHANGE, onText);
      instance.off(Quill.events.EDITOR_CHANGE, onEditorChange);
      setQuill(null);
      setCustomSlots([]);
      host.replaceChildren();
    };
    // The configuration is read at mount on purpose: Quill cannot change theme or toolbar in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Names follow the language (and the labels passed in) without rebuilding the editor.
  useEffect(() => {
    const host = hostRef.current;
    if (!quill || !host) return;
    labelQuill(host, t, toolbarLabel);
    quill.root.setAttribute('aria-label', label);
    if (placeholder !== undefined) quill.root.setAttribute('data-placeholder', placeholder);
    for (const [name, button] of customSlots) {
      const custom = customButtons?.[name];
      if (custom) button.setAttribute('aria-label', custom.label);
    }
  }, [quill, t, label, toolbarLabel, placeholder, customSlots, customButtons]);

  return (
    <div className={cn('tq min-w-0', theme === 'bubble' ? 'tq-bubble' : 'tq-snow', className)}>
      <div ref={hostRef} className="relative min-w-0" />
      {customSlots.map(([name, button]) => {
        const custom = customButtons?.[name];
        return custom ? createPortal(custom.icon, button, name) : null;
      })}
    </div>
  );
}
