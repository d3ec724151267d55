import { useState } from 'react';
import { Bell, Info, KeyRound, Link2, Share2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMediaQuery } from '@/hooks/use-media-query';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import type { Settings, SettingsSection } from '../api/account-settings.contract';
import { useSaveSettings, useSettings } from '../api/account-settings.queries';
import { GeneralSection } from '../components/general-section';
import { ConnectionsSection, InfoSection, NotificationsSection, SocialSection } from '../components/more-sections';
import { PasswordSection } from '../components/password-section';

const TABS = [
  ['general', UserRound],
  ['password', KeyRound],
  ['info', Info],
  ['social', Share2],
  ['connections', Link2],
  ['notifications', Bell],
] as const;

function useSave<S extends SettingsSection>(section: S) {
  const m = useSaveSettings(section);
  return async (data: Settings[S]) => (await m.mutateAsync(data))[section];
}

function Sections({ settings }: { settings: Settings }) {
  const { t } = useTranslation('profile');
  const wide = useMediaQuery('(min-width: 768px)');
  const saveGeneral = useSave('general');
  const saveInfo = useSave('info');
  const saveSocial = useSave('social');
  const saveConnections = useSave('connections');
  const saveNotifications = useSave('notifications');
  const [tab, setTab] = useState<string>('general');
  // Panels stay mounted (only hidden) so unsaved input survives switching tabs.
  const panel = (key: string) => ({ value: key, forceMount: true as const, hidden: tab !== key });
  return (
    <Tabs value={tab} onValueChange={setTab} orientation={wide ? 'vertical' : 'horizontal'} className="gap-6 md:flex-row">
      {/* p-1 (not p-0): the list scrolls sideways, so the tabs' outside focus ring needs room inside it. */}
      <TabsList variant="pills" aria-label={t('settings.sections')} className="self-start bg-transparent p-1 md:w-56 md:shrink-0">
        {TABS.map(([key, Icon]) => (
          <TabsTrigger key={key} value={key} className="justify-start gap-2 px-3 py-2" title={t(`settings.tabs.${key}`)}>
            <Icon aria-hidden="true" />
            <span className="max-md:sr-only">{t(`settings.tabs.${key}`)}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      <Card className="min-w-0 flex-1">
        <CardContent>
          <TabsContent {...panel('general')}>
            <GeneralSection values={settings.general} save={saveGeneral} />
          </TabsContent>
          <TabsContent {...panel('password')}>
            <PasswordSection />
          </TabsContent>
          <TabsContent {...panel('info')}>
            <InfoSection values={settings.info} save={saveInfo} />
          </TabsContent>
          <TabsContent {...panel('social')}>
            <SocialSection values={settings.social} save={saveSocial} />
          </TabsContent>
          <TabsContent {...panel('connections')}>
            <ConnectionsSection values={settings.connections} save={saveConnections} />
          </TabsContent>
          <TabsContent {...panel('notifications')}>
            <NotificationsSection values={settings.notifications} save={saveNotifications} />
          </TabsContent>
        </CardContent>
      </Card>
    </Tabs>
  );
}

export default function UserSettingsPage() {
  const settings = useSettings();
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(settings);
  if (loadError)
    return (
      <Card>
        <ErrorState {...retryProps(settings, loadError)} />
      </Card>
    );
  if (!settings.data) {
    return (
      <div className="flex flex-col gap-6 md:flex-row" aria-busy="true">
        <Skeleton className="h-12 w-full md:h-72 md:w-56" />
        <Skeleton className="h-96 flex-1" />
      </div>
    );
  }
  // A failed refresh (after a save, or a return visit) keeps the forms and what was typed in them, under a notice.
  return (
    <div className="grid gap-4">
      {settings.isError && <RefreshFailedNotice className="rounded-md" {...retryProps(settings, settings.error)} />}
      <Sections settings={settings.data} />
    </div>
  );
}
