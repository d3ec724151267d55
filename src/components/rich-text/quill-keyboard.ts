interface PickerLike {
  container: HTMLElement;
  close: () => void;
}
interface QuillLike {
  theme: unknown;
  focus: () => void;
}

function focusItem(items: HTMLElement[], index: number) {
  items[(index + items.length) % items.length]?.focus();
}

/**
 * Keyboard paths Quill lacks: Space on picker buttons and options, arrow keys inside an open picker, focus
 * back on the picker button after choosing, pickers closing when focus leaves them, Enter/Space on the
 * tooltip's Edit / Save / Remove / Close links (anchors without href, which Quill only wires to clicks), and
 * Escape closing an open picker, link field or floating toolbar before anything around the editor (a dialog).
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

  // A dialog (Radix) hears Escape on the document in the capture phase, before Quill does, and would close
  // itself (the compose dialog asks "Discard?") with a picker still open. The window hears it first.
  const onEscape = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Escape' || !(target instanceof HTMLElement) || !host.contains(target)) return;
    const picker = target.closest<HTMLElement>('.ql-picker.ql-expanded');
    const tooltip = (quill.theme as { tooltip?: { root: HTMLElement; cancel: () => void; hide: () => void } }).tooltip;
    if (picker) {
      pickers()
        .find((p) => p.container === picker)
        ?.close();
      picker.querySelector<HTMLElement>('.ql-picker-label')?.focus();
    } else if (tooltip && tooltip.root.classList.contains('ql-editing') && tooltip.root.contains(target)) {
      tooltip.cancel();
      quill.focus();
    } else if (tooltip && tooltip.root.contains(target) && !tooltip.root.classList.contains('ql-hidden')) {
      // The Bubble theme's floating toolbar (or Snow's link preview): hide it and put the keyboard back in the text.
      tooltip.hide();
      quill.focus();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  host.addEventListener('keydown', onKeyDown, true);
  host.addEventListener('focusout', onFocusOut);
  window.addEventListener('keydown', onEscape, true);
  return () => {
    host.removeEventListener('keydown', onKeyDown, true);
    host.removeEventListener('focusout', onFocusOut);
    window.removeEventListener('keydown', onEscape, true);
  };
}

/** A toolbar's own controls: its buttons and picker buttons, not the options inside a picker. */
const toolbarControls = (toolbar: Element) =>
  Array.from(toolbar.querySelectorAll<HTMLElement>('button, .ql-picker-label')).filter((c) => !c.closest('.ql-picker-options'));

const ROVING_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  Home: () => 0,
  End: (_i, n) => n - 1,
};
/** Right-to-left pages draw the toolbar mirrored: ArrowLeft goes to the next control. */
const MIRRORED: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };

/**
 * Each toolbar (Quill gives it role="toolbar") is one Tab stop, as the WAI-ARIA toolbar pattern has it: Left/Right
 * (mirrored on right-to-left pages), Home and End move between its controls, and the control used last keeps the
 * stop. Without this the Snow toolbar put 20+ Tab stops between the page and the text. Returns the cleanup.
 */
export function wireToolbarRoving(host: HTMLElement): () => void {
  const makeStop = (toolbar: Element, stop: HTMLElement) => {
    for (const c of toolbarControls(toolbar)) c.tabIndex = c === stop ? 0 : -1;
  };
  for (const toolbar of Array.from(host.querySelectorAll('.ql-toolbar'))) {
    const first = toolbarControls(toolbar)[0];
    if (first) makeStop(toolbar, first);
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const toolbar = target.closest('.ql-toolbar');
    const rtl = toolbar?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const move = ROVING_KEYS[rtl ? (MIRRORED[event.key] ?? event.key) : event.key];
    if (!toolbar || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    const controls = toolbarControls(toolbar);
    const index = controls.indexOf(target);
    if (index < 0) return;
    event.preventDefault();
    const next = controls[(move(index, controls.length) + controls.length) % controls.length];
    if (!next) return;
    makeStop(toolbar, next);
    next.focus();
  };
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    const toolbar = target.closest?.('.ql-toolbar');
    if (toolbar && toolbarControls(toolbar).includes(target)) makeStop(toolbar, target);
  };
  host.addEventListener('keydown', onKeyDown);
  host.addEventListener('focusin', onFocusIn);
  return () => {
    host.removeEventListener('keydown', onKeyDown);
    host.removeEventListener('focusin', onFocusIn);
  };
}

/** Quill's indent levels (its `indent` format whitelist). */
const MAX_INDENT = 8;

interface IndentContext {
  collapsed: boolean;
  offset: number;
  format: Record<string, unknown>;
}

/**
 * Tab (+1) / Shift+Tab (-1) at the start of a list item, quote or indented line changes its level, as in Quill;
 * when the level cannot change (outermost, deepest) or the caret is inside the text, the key is left to the
 * browser so focus can leave the editor (Quill's own bindings swallow it there).
 */
export function indentBinding(step: 1 | -1) {
  return {
    key: 'Tab',
    shiftKey: step < 0,
    format: ['blockquote', 'indent', 'list'],
    handler(
      this: { quill: { format: (name: string, value: string, source: string) => unknown } },
      _range: unknown,
      context: IndentContext,
    ) {
      if (context.collapsed && context.offset !== 0) return true;
      const level = Number(context.format.indent ?? 0);
      if ((step < 0 && level <= 0) || (step > 0 && level >= MAX_INDENT)) return true;
      this.quill.format('indent', step > 0 ? '+1' : '-1', 'user');
      return false;
    },
  };
}
