import { useCallback, useEffect, useState } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Info, Share2, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ManagedUser } from '../api/users.contract';
import { AccountTab } from '../components/account-tab';
import { InformationTab } from '../components/information-tab';
import { SocialTab } from '../components/social-tab';
import { WithUser } from '../components/user-page-state';

const LOGIN_PATH = '/pages/login';

const TABS = [
  { id: 'account', icon: UserRound, Panel: AccountTab },
  { id: 'information', icon: Info, Panel: InformationTab },
  { id: 'social', icon: Share2, Panel: SocialTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

function UserEdit({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const tab: TabId = TABS.find((x) => `#${x.id}` === hash)?.id ?? 'account';
  const [dirty, setDirty] = useState<Record<TabId, boolean>>({ account: false, information: false, social: false });
  const anyDirty = Object.values(dirty).some(Boolean);
  // The trip to sign-in after the session ended is not asked about: the tabs keep a draft (useFormDraft) for the return.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      anyDirty && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== LOGIN_PATH,
  );
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);
  const reporters = {
    account: useCallback((d: boolean) => setDirty((s) => (s.account === d ? s : { ...s, account: d })), []),
    information: useCallback((d: boolean) => setDirty((s) => (s.information === d ? s : { ...s, information: d })), []),
    social: useCallback((d: boolean) => setDirty((s) => (s.social === d ? s : { ...s, social: d })), []),
  };

  return (
    <Card className="min-w-0">
      <CardContent>
        <Tabs value={tab} onValueChange={(v) => void navigate({ hash: v }, { replace: true, preventScrollReset: true })}>
          <TabsList variant="underline" className="w-full">
            {TABS.map(({ id, icon: Icon }) => (
              // Phones: three equal columns, icon over a label that may wrap, so every tab stays in view in every language.
              <TabsTrigger
                key={id}
                value={id}
                className="relative max-sm:flex-1 max-sm:flex-col max-sm:gap-1 max-sm:px-1 max-sm:text-xs max-sm:whitespace-normal"
              >
                <Icon aria-hidden="true" /> {t(`edit.tabs.${id}`)}
                {dirty[id] && (
                  <span
                    className="size-1.5 rounded-full bg-warning max-sm:absolute max-sm:end-2 max-sm:top-1.5"
                    aria-label={t('edit.unsaved')}
                    role="img"
                  />
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Panels stay mounted so edits survive a tab switch. */}
          {TABS.map(({ id, Panel }) => (
            <TabsContent key={id} value={id} forceMount className="pt-4 data-[state=inactive]:hidden">
              <Panel user={user} onDirtyChange={reporters[id]} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
      <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent closeLabel={t('common:actions.close')}>
          <DialogHeader>
            <DialogTitle>{t('edit.leaveTitle')}</DialogTitle>
            <DialogDescription>{t('edit.leaveText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" color="secondary" onClick={() => blocker.reset?.()}>
              {t('edit.stay')}
            </Button>
            <Button color="danger" onClick={() => blocker.proceed?.()}>
              {t('edit.leave')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

export default function UserEditPage() {
  return <WithUser>{(user) => <UserEdit key={user.id} user={user} />}</WithUser>;
}
