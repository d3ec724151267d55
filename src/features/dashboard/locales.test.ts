import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pt from './locales/pt.json';

type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flat(v, `${prefix}${k}.`)));

describe('dashboard locales', () => {
  // Short words may rightly match English (Status, Desktop, Total); a sentence that does was left untranslated.
  it.each([
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ])('%s translates every sentence (nothing of 30+ characters equals the English)', (_, tree) => {
    const other = new Map(flat(tree as Tree));
    const same = flat(en as Tree)
      .filter(([key, text]) => text.length >= 30 && other.get(key) === text)
      .map(([key]) => key);
    expect(same).toEqual([]);
  });

  // Card titles name the cards' regions and headings: two cards of one page must not share a name.
  it.each([
    ['en', en],
    ['de', de],
    ['fr', fr],
    ['pt', pt],
  ])('%s gives the Sales and Revenue cards of /ui-elements/card/analytics different titles', (_, tree) => {
    expect(tree.salesLine.title).not.toBe(tree.revenue.title);
  });
});
