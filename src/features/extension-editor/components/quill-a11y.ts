import { colorName } from './editor-config';

/**
 * Quill builds its toolbar, pickers and tooltips itself, with English-only names (or none: colour swatches,
 * picker items) and with a few controls that only answer the mouse. These helpers add translated accessible
 * names and the missing keyboard paths to that DOM without replacing Quill's own behaviour.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

interface PickerLike {
  container: HTMLElement;
  close: () => void;
}
interface QuillLike {
  theme: unknown;
}

const NOT_FORMATS = new Set([
  'active',
  'picker',
  'color-picker',
  'icon-picker',
  'expanded',
  'picker-label',
  'picker-item',
  'picker-options',
  'selected',
  'formats',
  'toolbar',
  'snow',
  'bubble',
]);

/** The format a toolbar control edits, from Quill's `ql-<format>` class. */
export function formatOf(el: Element): string | null {
  for (const c of Array.from(el.classList)) {
    if (c.startsWith('ql-') && !NOT_FORMATS.has(c.slice(3))) return c.slice(3);
  }
  return null;
}

const BUTTON_KEYS: Record<string, string> = {
  bold: 'bold',
  italic: 'italic',
  underline: 'underline',
  strike: 'strike',
  link: 'link',
  image: 'image',
  video: 'video',
  blockquote: 'blockquote',
  'code-block': 'codeBlock',
  code: 'code',
  clean: 'clean',
  'list:ordered': 'listOrdered',
  'list:bullet': 'listBullet',
  'list:check': 'listCheck',
  'script:sub': 'subscript',
  'script:super': 'superscript',
  'indent:-1': 'outdent',
  'indent:+1': 'indent',
  'direction:rtl': 'rtl',
  'header:1': 'heading1',
  'header:2': 'heading2',
};

/** i18n key (under `toolbar.`) of a Quill button, or null for buttons we do not know (custom ones). */
export function buttonKey(format: string, value: string): string | null {
  return BUTTON_KEYS[value ? `${format}:${value}` : format] ?? null;
}

/** i18n key of one picker option. */
export function pickerItemKey(format: string, value: string): string {
  switch (format) {
    case 'font':
      return `pickers.fonts.${value || 'sans'}`;
    case 'size':
      return `pickers.sizes.${value || 'normal'}`;
    case 'header':
      return value ? `pickers.headers.h${value}` : 'pickers.headers.normal';
    case 'align':
      return `pickers.aligns.${value || 'left'}`;
    case 'color':
    case 'background':
      return `colors.${value ? colorName(value) : 'default'}`;
    default:
      return 'pickers.option';
  }
}

const TEXT_PICKERS = new Set(['font', 'size', 'header']);

function labelPicker(picker: HTMLElement, t: Translate) {
  const format = formatOf(picker);
  if (!format) return;
  const items = Array.from(picker.querySelectorAll<HTMLElement>('.ql-picker-item'));
  for (const item of items) {
    const text = t(pickerItemKey(format, item.getAttribute('data-value') ?? ''));
    item.setAttribute('aria-label', text);
    // Quill's CSS draws text pickers from data-label; translated text replaces the English defaults.
    if (TEXT_PICKERS.has(format)) item.setAttribute('data-label', text);
  }
  syncPickerLabel(picker, t);
}

/** The picker's button says which picker it is and what is chosen ("Font size: Large"). */
function syncPickerLabel(picker: HTMLElement, t: Translate) {
  const format = formatOf(picker);
  const label = picker.querySelector<HTMLElement>('.ql-picker-label');
  if (!format || !label) return;
  const selected = picker.querySelector<HTMLElement>('.ql-picker-item.ql-selected');
  const value = t(pickerItemKey(format, selected?.getAttribute('data-value') ?? label.getAttribute('data-value') ?? ''));
  if (TEXT_PICKERS.has(format)) label.setAttribute('data-label', value);
  label.setAttribute(
    'aria-label',
    t('pickers.current', { picker: t(`pickers.names.${format}`), value, interpolation: { escapeValue: false } }),
  );
  label.setAttribute('aria-haspopup', 'true');
}

export function syncPickerLabels(host: HTMLElement, t: Translate) {
  for (const picker of Array.from(host.querySelectorAll<HTMLElement>('.ql-picker'))) syncPickerLabel(picker, t);
}

/** Snow and Bubble tooltips: translated prompts (drawn by CSS from data-* attributes) and named controls. */
export function syncTooltip(tip: HTMLElement, t: Translate) {
  const mode = tip.getAttribute('data-mode') === 'video' ? 'video' : 'link';
  const editing = tip.classList.contains('ql-editing');
  tip.setAttribute('data-visit', t('tooltip.visit'));
  tip.setAttribute('data-enter-link', t('tooltip.enterLink'));
  tip.setAttribute('data-enter-video', t('tooltip.enterVideo'));
  const input = tip.querySelector<HTMLInputElement>('input[type="text"]');
  if (input) {
    input.setAttribute('aria-label', mode === 'video' ? t('tooltip.videoUrl') : t('tooltip.linkUrl'));
    input.setAttribute('data-link', t('tooltip.linkPlaceholder'));
    input.setAttribute('data-video', t('tooltip.videoPlaceholder'));
    if (input.placeholder) input.placeholder = input.getAttribute(`data-${mode}`) ?? '';
  }
  const preview = tip.querySelector<HTMLAnchorElement>('a.ql-preview');
  preview?.setAttribute('aria-label', t('tooltip.openLink'));
  const action = tip.querySelector<HTMLElement>('a.ql-action');
  if (action) {
    action.setAttribute('data-edit', t('tooltip.edit'));
    action.setAttribute('data-save', t('tooltip.save'));
    action.setAttribute('aria-label', editing ? t('tooltip.save') : t('tooltip.editLink'));
  }
  tip.querySelector('a.ql-remove')?.setAttribute('data-remove', t('tooltip.remove'));
  tip.querySelector('a.ql-remove')?.setAttribute('aria-label', t('tooltip.removeLink'));
  tip.querySelector('a.ql-close')?.setAttribute('aria-label', t('tooltip.close'));
  for (const a of Array.from(tip.querySelectorAll<HTMLElement>('a.ql-action, a.ql-remove, a.ql-close'))) {
    a.setAttribute('role', 'button');
    a.tabIndex = 0;
  }
}

/** Names every control Quill drew inside `host` (toolbar buttons, pickers, swatches, tooltip parts). */
export function labelQuill(host: HTMLElement, t: Translate, toolbarName: string) {
  for (const toolbar of Array.from(host.querySelectorAll<HTMLElement>('.ql-toolbar'))) {
    toolbar.setAttribute('aria-label', toolbarName);
    for (const button of Array.from(toolbar.querySelectorAll<HTMLButtonElement>('button'))) {
      const format = formatOf(button);
      const key = format ? buttonKey(format, button.value) : null;
      if (key) button.setAttribute('aria-label', t(`toolbar.${key}`));
    }
    for (const picker of Array.from(toolbar.querySelectorAll<HTMLElement>('.ql-picker'))) labelPicker(picker, t);
  }
  for (const tip of Array.from(host.querySelectorAll<HTMLElement>('.ql-tooltip'))) syncTooltip(tip, t);
}

function focusItem(items: HTMLElement[], index: number) {
  items[(index + items.length) % items.length]?.focus();
}

/**
 * Keyboard paths Quill lacks: Space on picker buttons and options, arrow keys inside an open picker, focus
 * back on the picker button after choosing, pickers closing when focus leaves them, and Enter/Space on the
 * tooltip's Edit / Save / Remove / Close links (anchors without href, which Quill only wires to clicks).
 * Returns the cleanup.
 */
export function wireQuillKeyboard(quill: QuillLike, host: HTMLElement): () => void {
  const pickers = () => ((quill.theme as { pickers?: PickerLike[] }).pickers ?? []) as PickerLike[];

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const picker = target.closest<HTMLElement>('.ql-picker');
    if (picker && target.classList.contains('ql-picker-label')) {
      const open = picker.classList.contains('ql-expanded');
      if (event.key === ' ') {
        event.preventDefault();
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open) target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
        const items = Array.from(picker.querySelectorAll<HTMLElement>('.ql-picker-item'));
        // The chosen option, else the default one (Quill clears the choice while the editor is blurred).
        let start = items.findIndex((i) => i.classList.contains('ql-selected'));
        if (start < 0) start = items.findIndex((i) => !i.hasAttribute('data-value'));
        focusItem(items, start >= 0 ? start : event.key === 'ArrowDown' ? 0 : -1);
      }
      return;
    }
    if (picker && target.classList.contains('ql-picker-item')) {
      const items = Array.from(picker.querySelectorAll<HTMLElement>('.ql-picker-item'));
      const index = items.indexOf(target);
      const label = picker.querySelector<HTMLElement>('.ql-picker-label');
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowRight':
          event.preventDefault();
          focusItem(items, index + 1);
          break;
        case 'ArrowUp':
        case 'ArrowLeft':
          event.preventDefault();
          focusItem(items, index - 1);
          break;
        case 'Home':
          event.preventDefault();
          focusItem(items, 0);
          break;
        case 'End':
          event.preventDefault();
          focusItem(items, -1);
          break;
        case ' ':
          event.preventDefault();
          target.click();
          label?.focus();
          break;
        case 'Enter':
          // Quill's own listener picks the item; the hidden option must not keep the focus.
          setTimeout(() => label?.focus(), 0);
          break;
        default:
      }
      return;
    }
    if (
      target.matches('.ql-tooltip a.ql-action, .ql-tooltip a.ql-remove, .ql-tooltip a.ql-close') &&
      (event.key === 'Enter' || event.key === ' ')
    ) {
      event.preventDefault();
      target.click();
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    const picker = (event.target as HTMLElement).closest?.('.ql-picker');
    if (!picker || !picker.classList.contains('ql-expanded')) return;
    if (event.relatedTarget instanceof Node && picker.contains(event.relatedTarget)) return;
    pickers()
      .find((p) => p.container === picker)
      ?.close();
  };

  host.addEventListener('keydown', onKeyDown, true);
  host.addEventListener('focusout', onFocusOut);
  return () => {
    host.removeEventListener('keydown', onKeyDown, true);
    host.removeEventListener('focusout', onFocusOut);
  };
}
