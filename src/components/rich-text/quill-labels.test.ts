import type Toolbar from 'quill/modules/toolbar';
import { Quill } from './quill-setup';
import { buttonKey, formatOf, labelQuill, pickerItemKey, syncPickerLabels, type Translate } from './quill-labels';

/** A translate function that shows which key (and options) it was asked for. */
function recorder() {
  const keys = new Set<string>();
  const t: Translate = (key, options) => {
    keys.add(key);
    return options && 'picker' in options ? `${String(options.picker)}=${String(options.value)}` : `T(${key})`;
  };
  return { t, keys };
}

function mountQuill(toolbar: unknown[][], theme: 'snow' | 'bubble' = 'snow') {
  const host = document.createElement('div');
  const mount = document.createElement('div');
  host.append(mount);
  document.body.append(host);
  const quill = new Quill(mount, { theme, modules: { toolbar } });
  return { host, quill };
}

const label = (el: Element | null | undefined) => el?.getAttribute('aria-label');

afterEach(() => {
  document.body.replaceChildren();
});

describe('toolbar names', () => {
  it('maps Quill controls to relative translation keys', () => {
    expect(buttonKey('list', 'ordered')).toBe('listOrdered');
    expect(buttonKey('indent', '+1')).toBe('indent');
    expect(buttonKey('bold', '')).toBe('bold');
    expect(buttonKey('signature', '')).toBeNull();
    expect(pickerItemKey('size', '')).toBe('pickers.sizes.normal');
    expect(pickerItemKey('header', '2')).toBe('pickers.headers.h2');
    expect(pickerItemKey('header', '')).toBe('pickers.headers.normal');
    expect(pickerItemKey('font', '')).toBe('pickers.fonts.sans');
    expect(pickerItemKey('color', '#EA5455', (v) => (v.toLowerCase() === '#ea5455' ? 'red' : 'custom'))).toBe('colors.red');
    expect(pickerItemKey('color', '#EA5455')).toBe('colors.custom');
    expect(pickerItemKey('background', '')).toBe('colors.default');
  });

  it('reads the format from Quill classes, ignoring state classes', () => {
    const el = document.createElement('span');
    el.className = 'ql-picker ql-color-picker ql-background ql-expanded';
    expect(formatOf(el)).toBe('background');
  });
});

describe('labelQuill (the DOM Quill draws)', () => {
  it('names the toolbar, its buttons, pickers and options through the translate function', () => {
    const { host } = mountQuill([
      [{ font: [] }, { header: [1, 2, false] }],
      ['bold', 'link', 'code-block'],
      [{ list: 'ordered' }, { list: 'bullet' }],
      ['clean', 'signature'],
    ]);
    const { t, keys } = recorder();
    labelQuill(host, t, 'Formatting');

    const toolbar = host.querySelector('.ql-toolbar');
    expect(toolbar).toHaveAttribute('role', 'toolbar');
    expect(label(toolbar)).toBe('Formatting');
    expect(label(host.querySelector('button.ql-bold'))).toBe('T(toolbar.bold)');
    expect(label(host.querySelector('button.ql-code-block'))).toBe('T(toolbar.codeBlock)');
    expect(label(host.querySelector('button.ql-list[value="ordered"]'))).toBe('T(toolbar.listOrdered)');
    expect(label(host.querySelector('button.ql-list[value="bullet"]'))).toBe('T(toolbar.listBullet)');
    // A button Quill does not define (a feature's custom one) keeps Quill's default name for its owner to replace.
    expect(label(host.querySelector('button.ql-signature'))).toBe('signature');

    // Pickers: "<name>=<chosen option>", options by their own key, text pickers drawn from data-label.
    const font = host.querySelector('.ql-picker.ql-font .ql-picker-label');
    expect(label(font)).toBe('T(pickers.names.font)=T(pickers.fonts.sans)');
    expect(font).toHaveAttribute('data-label', 'T(pickers.fonts.sans)');
    const headers = Array.from(host.querySelectorAll('.ql-picker.ql-header .ql-picker-item')).map(label);
    expect(headers).toEqual(['T(pickers.headers.h1)', 'T(pickers.headers.h2)', 'T(pickers.headers.normal)']);

    // The link tooltip (snow: no close control): prompts and controls, no video strings without video.
    const tip = host.querySelector('.ql-tooltip');
    expect(tip).toHaveAttribute('data-enter-link', 'T(tooltip.enterLink)');
    expect(tip).not.toHaveAttribute('data-enter-video');
    expect(label(tip?.querySelector('input'))).toBe('T(tooltip.linkUrl)');
    expect(label(tip?.querySelector('a.ql-remove'))).toBe('T(tooltip.removeLink)');
    expect(tip?.querySelector('a.ql-action')).toHaveAttribute('role', 'button');

    expect([...keys].sort()).toEqual(
      [
        'toolbar.bold',
        'toolbar.link',
        'toolbar.codeBlock',
        'toolbar.listOrdered',
        'toolbar.listBullet',
        'toolbar.clean',
        'pickers.current',
        'pickers.names.font',
        'pickers.names.header',
        'pickers.fonts.sans',
        'pickers.fonts.serif',
        'pickers.fonts.monospace',
        'pickers.headers.h1',
        'pickers.headers.h2',
        'pickers.headers.normal',
        'tooltip.visit',
        'tooltip.enterLink',
        'tooltip.linkUrl',
        'tooltip.linkPlaceholder',
        'tooltip.openLink',
        'tooltip.edit',
        'tooltip.editLink',
        'tooltip.save',
        'tooltip.remove',
        'tooltip.removeLink',
      ].sort(),
    );
  });

  it('names colour swatches with the colorName option and asks for video strings only when told', () => {
    const { host } = mountQuill([[{ color: ['', '#ea5455', '#123456'] }], ['video']]);
    const { t, keys } = recorder();
    labelQuill(host, t, 'Formatting', { colorName: (v) => (v === '#ea5455' ? 'red' : 'custom'), video: true });
    const swatches = Array.from(host.querySelectorAll('.ql-color .ql-picker-item')).map(label);
    expect(swatches).toEqual(['T(colors.default)', 'T(colors.red)', 'T(colors.custom)']);
    expect(label(host.querySelector('button.ql-video'))).toBe('T(toolbar.video)');
    expect(host.querySelector('.ql-tooltip')).toHaveAttribute('data-enter-video', 'T(tooltip.enterVideo)');
    expect(keys).toContain('tooltip.videoPlaceholder');
  });

  it('keeps the picker name in step with the selection', () => {
    const { host, quill } = mountQuill([[{ header: [1, 2, false] }]]);
    const { t } = recorder();
    labelQuill(host, t, 'Formatting');
    quill.setContents([{ insert: 'Title' }, { insert: '\n', attributes: { header: 2 } }]);
    quill.setSelection(1, 0, 'silent');
    (quill.getModule('toolbar') as Toolbar).update(quill.getSelection());
    syncPickerLabels(host, t);
    expect(label(host.querySelector('.ql-header .ql-picker-label'))).toBe('T(pickers.names.header)=T(pickers.headers.h2)');
  });
});
