/**
 * Quill builds its toolbar, pickers and tooltips itself, with English-only names (or none: colour swatches,
 * picker items). These helpers give that DOM translated accessible names without replacing Quill's behaviour.
 *
 * Keys are relative ('toolbar.bold', 'pickers.names.font', 'tooltip.save'…): each feature passes a translate
 * function that adds its own prefix, e.g. (k, o) => t(`compose.editor.${k}`, o), so its locale files hold the
 * strings under that prefix and the i18n check sees the prefix as a template.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface LabelOptions {
  /** Name of a colour swatch's value, a key under `colors.` ('red'); without it every swatch is 'custom'. */
  colorName?: (value: string) => string;
  /** The editor can embed videos: its tooltip also needs the video prompt and field names. */
  video?: boolean;
}

/** Builds a key from its parts (the shared layer's keys are relative: no namespace, no prefix). */
const key = (...parts: string[]) => parts.join('.');

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

/** Key (under `toolbar.`) of a Quill button, or null for buttons Quill does not define (custom ones). */
export function buttonKey(format: string, value: string): string | null {
  return BUTTON_KEYS[value ? `${format}:${value}` : format] ?? null;
}

/** Key of one picker option. */
export function pickerItemKey(format: string, value: string, colorName: LabelOptions['colorName'] = () => 'custom'): string {
  switch (format) {
    case 'font':
      return key('pickers', 'fonts', value || 'sans');
    case 'size':
      return key('pickers', 'sizes', value || 'normal');
    case 'header':
      return value ? key('pickers', 'headers', `h${value}`) : key('pickers', 'headers', 'normal');
    case 'align':
      return key('pickers', 'aligns', value || 'left');
    case 'color':
    case 'background':
      return key('colors', value ? colorName(value) : 'default');
    default:
      return key('pickers', 'option');
  }
}

const TEXT_PICKERS = new Set(['font', 'size', 'header']);

function labelPicker(picker: HTMLElement, t: Translate, options: LabelOptions) {
  const format = formatOf(picker);
  if (!format) return;
  const items = Array.from(picker.querySelectorAll<HTMLElement>('.ql-picker-item'));
  for (const item of items) {
    const text = t(pickerItemKey(format, item.getAttribute('data-value') ?? '', options.colorName));
    item.setAttribute('aria-label', text);
    // Quill's CSS draws text pickers from data-label; translated text replaces the English defaults.
    if (TEXT_PICKERS.has(format)) item.setAttribute('data-label', text);
  }
  syncPickerLabel(picker, t, options);
}

/** The picker's button says which picker it is and what is chosen ("Font size: Large"). */
function syncPickerLabel(picker: HTMLElement, t: Translate, options: LabelOptions) {
  const format = formatOf(picker);
  const label = picker.querySelector<HTMLElement>('.ql-picker-label');
  if (!format || !label) return;
  const selected = picker.querySelector<HTMLElement>('.ql-picker-item.ql-selected');
  const chosen = selected?.getAttribute('data-value') ?? label.getAttribute('data-value') ?? '';
  const value = t(pickerItemKey(format, chosen, options.colorName));
  if (TEXT_PICKERS.has(format)) label.setAttribute('data-label', value);
  label.setAttribute('aria-label', t(key('pickers', 'current'), { picker: t(key('pickers', 'names', format)), value }));
  label.setAttribute('aria-haspopup', 'true');
}

/** Re-reads every picker's choice (Quill changes it as the selection moves). */
export function syncPickerLabels(host: HTMLElement, t: Translate, options: LabelOptions = {}) {
  for (const picker of Array.from(host.querySelectorAll<HTMLElement>('.ql-picker'))) syncPickerLabel(picker, t, options);
}

/** Snow and Bubble tooltips: translated prompts (drawn by CSS from data-* attributes) and named controls. */
export function syncTooltip(tip: HTMLElement, t: Translate, options: LabelOptions = {}) {
  const tooltip = (name: string) => t(key('tooltip', name));
  const mode = options.video && tip.getAttribute('data-mode') === 'video' ? 'video' : 'link';
  const editing = tip.classList.contains('ql-editing');
  tip.setAttribute('data-visit', tooltip('visit'));
  tip.setAttribute('data-enter-link', tooltip('enterLink'));
  if (options.video) tip.setAttribute('data-enter-video', tooltip('enterVideo'));
  const input = tip.querySelector<HTMLInputElement>('input[type="text"]');
  if (input) {
    input.setAttribute('aria-label', mode === 'video' ? tooltip('videoUrl') : tooltip('linkUrl'));
    // Quill copies data-<mode> into the placeholder when the tooltip opens.
    input.setAttribute('data-link', tooltip('linkPlaceholder'));
    if (options.video) input.setAttribute('data-video', tooltip('videoPlaceholder'));
    if (input.placeholder) input.placeholder = input.getAttribute(`data-${mode}`) ?? '';
  }
  tip.querySelector('a.ql-preview')?.setAttribute('aria-label', tooltip('openLink'));
  const action = tip.querySelector<HTMLElement>('a.ql-action');
  if (action) {
    action.setAttribute('data-edit', tooltip('edit'));
    action.setAttribute('data-save', tooltip('save'));
    action.setAttribute('aria-label', editing ? tooltip('save') : tooltip('editLink'));
  }
  const remove = tip.querySelector('a.ql-remove');
  remove?.setAttribute('data-remove', tooltip('remove'));
  remove?.setAttribute('aria-label', tooltip('removeLink'));
  tip.querySelector('a.ql-close')?.setAttribute('aria-label', tooltip('close'));
  for (const a of Array.from(tip.querySelectorAll<HTMLElement>('a.ql-action, a.ql-remove, a.ql-close'))) {
    a.setAttribute('role', 'button');
    a.tabIndex = 0;
  }
}

/** Names every control Quill drew inside `host` (toolbar buttons, pickers, swatches, tooltip parts). */
export function labelQuill(host: HTMLElement, t: Translate, toolbarName: string, options: LabelOptions = {}) {
  for (const toolbar of Array.from(host.querySelectorAll<HTMLElement>('.ql-toolbar'))) {
    toolbar.setAttribute('aria-label', toolbarName);
    for (const button of Array.from(toolbar.querySelectorAll<HTMLButtonElement>('button'))) {
      const format = formatOf(button);
      const name = format ? buttonKey(format, button.value) : null;
      if (name) button.setAttribute('aria-label', t(key('toolbar', name)));
    }
    for (const picker of Array.from(toolbar.querySelectorAll<HTMLElement>('.ql-picker'))) labelPicker(picker, t, options);
  }
  for (const tip of Array.from(host.querySelectorAll<HTMLElement>('.ql-tooltip'))) syncTooltip(tip, t, options);
}
