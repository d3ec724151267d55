import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { okSchema, SETTINGS_PATHS, settingsSchema, type Settings, type SettingsSection } from './account-settings.contract';

const settingsKeys = { all: ['account-settings'] as const };

export function useSettings() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => request(SETTINGS_PATHS.settings, { schema: settingsSchema, signal }),
  });
}

export function useSaveSettings<S extends SettingsSection>(section: S) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: Settings[S]) =>
      request(SETTINGS_PATHS.settings, { method: 'POST', body: { section, data }, schema: settingsSchema }),
    onSuccess: (saved) => qc.setQueryData(settingsKeys.all, saved),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      request(SETTINGS_PATHS.password, { method: 'POST', body, schema: okSchema }),
  });
}
