import { delay, http } from 'msw';
import { api, ok } from '@/mocks/http';
import { COUNTRIES } from '../data/countries';

const MAX_RESULTS = 8;

/** The country list named and sorted in `lang`; English names when the engine doesn't know the language. */
function localizedCountries(lang: string) {
  try {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const collator = new Intl.Collator(lang);
    return COUNTRIES.map((c) => ({ code: c.code, name: names.of(c.code) ?? c.name })).sort((a, b) => collator.compare(a.name, b.name));
  } catch {
    return COUNTRIES;
  }
}

export const handlers = [
  /**
   * Countries whose name in `lang` (default English) contains q (case-insensitive), sorted in that language,
   * after a short delay so the loading state shows.
   */
  http.get(api('extensions/countries'), async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const lang = params.get('lang')?.slice(0, 35) || 'en';
    const q = (params.get('q') ?? '').trim().toLocaleLowerCase(lang).slice(0, 100);
    await delay(import.meta.env.MODE === 'test' ? 20 : 450);
    if (!q) return ok([]);
    const named = localizedCountries(lang);
    return ok(named.filter((c) => c.name.toLocaleLowerCase(lang).includes(q)).slice(0, MAX_RESULTS));
  }),
];
