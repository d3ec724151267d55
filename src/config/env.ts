import * as z from 'zod/mini';

/** Build-time settings, checked once. See README "Configuration". */
const schema = z.object({
  VITE_API_BASE_URL: z._default(z.string(), ''),
  VITE_ENABLE_MOCKS: z._default(z.enum(['true', 'false']), 'true'),
  VITE_AUTH_REQUIRED: z._default(z.enum(['true', 'false']), 'false'),
  VITE_OIDC_AUTHORITY: z._default(z.string(), ''),
  VITE_OIDC_CLIENT_ID: z._default(z.string(), ''),
  VITE_GOOGLE_MAPS_API_KEY: z._default(z.string(), ''),
});

const parsed = schema.safeParse(import.meta.env);
const values = parsed.success ? parsed.data : schema.parse({});

export const env = {
  apiBaseUrl: values.VITE_API_BASE_URL.replace(/\/$/, ''),
  mocksEnabled: values.VITE_ENABLE_MOCKS === 'true',
  authRequired: values.VITE_AUTH_REQUIRED === 'true',
  oidcAuthority: values.VITE_OIDC_AUTHORITY,
  oidcClientId: values.VITE_OIDC_CLIENT_ID,
  googleMapsApiKey: values.VITE_GOOGLE_MAPS_API_KEY,
};
