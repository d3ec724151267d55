import { z } from 'zod';

/** Build-time settings, checked once. See README "Configuration". */
const schema = z.object({
  VITE_API_BASE_URL: z.string().optional().default(''),
  VITE_ENABLE_MOCKS: z.enum(['true', 'false']).optional().default('true'),
  VITE_AUTH_REQUIRED: z.enum(['true', 'false']).optional().default('false'),
  VITE_OIDC_AUTHORITY: z.string().optional().default(''),
  VITE_OIDC_CLIENT_ID: z.string().optional().default(''),
  VITE_GOOGLE_MAPS_API_KEY: z.string().optional().default(''),
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
