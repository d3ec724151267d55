import { z } from 'zod';

export const EXTENSIONS_PATHS = { countries: '/api/extensions/countries' } as const;

const countrySchema = z.object({ code: z.string().length(2), name: z.string() });
export const countriesResponseSchema = z.array(countrySchema);
