/** What a grid needs to show ISO 3166 region codes as country names in the UI language. */
export interface CountryNames {
  /** The country's name in the UI language (the code itself if the runtime has no name for it). */
  name: (code: string) => string;
  /** The code of a name `name` gives for one of `codes`, if any: the way back from an edited cell. */
  code: (name: unknown) => string | undefined;
  /** The names of `codes`, in the language's alphabetical order. */
  names: string[];
  /** Sorts shown names as the language does ("États-Unis" between "Canada" and "France"), not by code point. */
  compare: (a: unknown, b: unknown) => number;
}

export function countryNames(language: string, codes: readonly string[]): CountryNames {
  const regions = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const collator = new Intl.Collator(language);
  // DisplayNames throws on a malformed code ("USA", ""): such a code is shown as it is.
  const regionName = (code: string) => {
    try {
      return regions.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const byCode = new Map(codes.map((c) => [c, regionName(c)]));
  const names = [...byCode.values()].sort(collator.compare);
  // Sorting 100,000 rows reads a rank per known name instead of collating each pair.
  const rank = new Map(names.map((n, i) => [n, i]));
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    name: (code) => byCode.get(code) ?? regionName(code),
    code: (name) => [...byCode].find(([, n]) => n === name)?.[0],
    names,
    compare: (a, b) => {
      const x = rank.get(text(a));
      const y = rank.get(text(b));
      return x !== undefined && y !== undefined ? x - y : collator.compare(text(a), text(b));
    },
  };
}
