import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Tailwind v4's `outline-none` / `outline-hidden` set --tw-outline-style to none, and `focus-visible:outline-2`
 * draws with that variable: in one class list the two give a focus ring of width 2 and style none, i.e. no ring
 * (the star rating had this). Every class string in src that asks for a focus-visible outline must not also
 * remove the outline style, unless it sets it back (`focus-visible:outline-solid`).
 */
const SRC = resolve(process.cwd(), 'src');
const STRING = /'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g;
const cancels = (cls: string) =>
  /(^|\s)focus-visible:outline-(\d|offset)/.test(cls) &&
  /(^|\s)outline-(none|hidden)(\s|$)/.test(cls) &&
  !/(^|\s)focus-visible:outline-(solid|dashed|dotted|double)(\s|$)/.test(cls);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe('focus rings', () => {
  it('no class list both asks for a focus-visible outline and removes the outline style', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(STRING)) {
        const cls = m[1] ?? m[2] ?? m[3] ?? '';
        if (cancels(cls)) offenders.push(`${relative(SRC, file)}: ${cls.slice(0, 80)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the check recognises the case and its repair', () => {
    expect(cancels('rounded-md outline-hidden focus-visible:outline-2 focus-visible:outline-ring')).toBe(true);
    expect(cancels('outline-none focus-visible:outline-2 focus-visible:outline-solid')).toBe(false);
    expect(cancels('rounded-md focus-visible:outline-2 focus-visible:outline-ring')).toBe(false);
  });
});
