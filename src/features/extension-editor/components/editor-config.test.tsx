import { render, waitFor } from '@testing-library/react';
import { QuillEditor, type QuillToolbar } from '@/components/rich-text/quill-editor';
import type { Translate } from '@/components/rich-text/quill-labels';
import { BUBBLE_FORMATS, BUBBLE_TOOLBAR, colorName, CUSTOM_FORMATS, CUSTOM_TOOLBAR, SNOW_FORMATS, SNOW_TOOLBAR } from './editor-config';
import en from '../locales/en.json';
import de from '../locales/de.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

type Tree = { [key: string]: Tree | string };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

const EDITORS: { theme: 'snow' | 'bubble'; toolbar: QuillToolbar; formats: readonly string[] }[] = [
  { theme: 'snow', toolbar: SNOW_TOOLBAR, formats: SNOW_FORMATS },
  { theme: 'bubble', toolbar: BUBBLE_TOOLBAR, formats: BUBBLE_FORMATS },
  { theme: 'snow', toolbar: CUSTOM_TOOLBAR, formats: CUSTOM_FORMATS },
];

describe('the demo editors’ names (the shared Quill layer under the `quill.` prefix)', () => {
  it('asks only for keys that exist in en, de, fr and pt, and uses every one of them', async () => {
    const asked = new Set<string>();
    const translate: Translate = (key) => {
      asked.add(`quill.${key}`);
      return key;
    };
    for (const editor of EDITORS) {
      const view = render(
        <QuillEditor
          {...editor}
          initial={{ ops: [] }}
          label="Editor"
          toolbarLabel="Formatting"
          translate={translate}
          colorName={colorName}
          onChange={() => {}}
          onReady={(quill) => {
            // The video prompt's names are asked for when the tooltip switches to it.
            const theme = quill.theme as unknown as { tooltip: { edit: (mode: string) => void } };
            if (editor.formats.includes('video')) theme.tooltip.edit('video');
          }}
        />,
      );
      if (editor.formats.includes('video')) await waitFor(() => expect(asked).toContain('quill.tooltip.videoUrl'));
      view.unmount();
    }
    for (const [lng, tree] of Object.entries({ en, de, fr, pt })) {
      expect(
        [...asked].filter((k) => typeof lookup(tree as Tree, k) !== 'string'),
        `${lng} is missing`,
      ).toEqual([]);
    }
    // colorName's answer for a swatch outside the palette: no demo toolbar has one today.
    const fallback = 'quill.colors.custom';
    expect(leaves(en.quill as Tree, 'quill.').filter((k) => !asked.has(k) && k !== fallback)).toEqual([]);
  });
});
