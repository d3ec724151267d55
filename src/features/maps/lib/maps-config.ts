import { env } from '@/config/env';

/** The Google Maps browser key (VITE_GOOGLE_MAPS_API_KEY); empty means "use the offline map". */
export function googleMapsKey(): string {
  return env.googleMapsApiKey.trim();
}
