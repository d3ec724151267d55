import { useEffect, useRef, useState } from 'react';
import { ChevronsLeft, ChevronsRight, LogOut, PanelLeft, PanelRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';
import { DemoSidebarMenu, GroupedMenu } from '../components/demo-sidebar-menu';

function SheetDemo({ side, label }: { side: 'left' | 'right'; label: string }) {
  const { t } = useTranslation('component-demos');
  const [open, setOpen] = useState(false);
  const Icon = side === 'left' ? PanelLeft : PanelRight;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button className="w-fit" variant={side === 'left' ? 'solid' : 'outline'}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      </SheetTrigger>
      <SheetContent side={side} closeLabel={t('sidebar.close')} className="w-72 gap-4 p-4" aria-describedby={undefined}>
        <SheetTitle className="pr-8 text-base font-semibold text-[var(--heading)]">{t('sidebar.title')}</SheetTitle>
        <DemoSidebarMenu onPick={() => setOpen(false)} />
      </SheetContent>
    </Sheet>
  );
}

export default function SidebarPage() {
  const { t } = useTranslation('component-demos');
  const [reduced, setReduced] = useState(true);
  const [staticOpen, setStaticOpen] = useState(true);
  const [contained, setContained] = useState(false);
  const containedRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (contained) containedRef.current?.focus();
  }, [contained]);
  const closeContained = () => {
    setContained(false);
    opener.current?.focus();
  };

  return (
    <DemoGrid>
      <DemoCard
        title={t('sidebar.default')}
        description={t('sidebar.defaultText')}
        code={`<Sheet>\n  <SheetTrigger asChild><Button>Open sidebar</Button></SheetTrigger>\n  <SheetContent side="left">…</SheetContent>\n</Sheet>`}
      >
        <SheetDemo side="left" label={t('sidebar.openLeft')} />
      </DemoCard>

      <DemoCard title={t('sidebar.right')} code={`<SheetContent side="right">…</SheetContent>`}>
        <SheetDemo side="right" label={t('sidebar.openRight')} />
      </DemoCard>

      <DemoCard
        title={t('sidebar.reduce')}
        description={t('sidebar.reduceText')}
        code={`<aside className={reduced ? 'w-16' : 'w-56'}>\n  <Menu reduced={reduced} />\n</aside>`}
      >
        <div className="flex h-80 overflow-hidden rounded-lg border">
          <aside
            aria-label={t('sidebar.reduce')}
            className={cn('flex shrink-0 flex-col gap-2 border-e bg-card p-2 transition-[width] duration-200', reduced ? 'w-16' : 'w-52')}
          >
            <DemoSidebarMenu reduced={reduced} />
            <Button
              variant="ghost"
              color="secondary"
              size="sm"
              className="mt-auto"
              aria-expanded={!reduced}
              aria-label={reduced ? t('sidebar.expand') : t('sidebar.reduceBtn')}
              onClick={() => setReduced((r) => !r)}
            >
              {reduced ? (
                <ChevronsRight className="rtl:-scale-x-100" aria-hidden="true" />
              ) : (
                <ChevronsLeft className="rtl:-scale-x-100" aria-hidden="true" />
              )}
              {!reduced && t('sidebar.reduceBtn')}
            </Button>
          </aside>
          <div className="flex-1 bg-muted/40 p-4 text-sm text-muted-foreground">{t('sidebar.pageContent')}</div>
        </div>
      </DemoCard>

      <DemoCard
        title={t('sidebar.static')}
        description={t('sidebar.staticText')}
        code={`<aside className="w-56 border-e">…</aside>`}
        contentClassName="grid gap-3"
      >
        <Button variant="outline" size="sm" className="w-fit" aria-expanded={staticOpen} onClick={() => setStaticOpen((o) => !o)}>
          {staticOpen ? t('sidebar.hide') : t('sidebar.show')}
        </Button>
        <div className="flex h-80 overflow-hidden rounded-lg border">
          {staticOpen && (
            <aside aria-label={t('sidebar.static')} className="w-40 shrink-0 border-e bg-card p-2 sm:w-48">
              <DemoSidebarMenu />
            </aside>
          )}
          <div className="flex-1 bg-muted/40 p-4 text-sm text-muted-foreground">{t('sidebar.pageContent')}</div>
        </div>
      </DemoCard>

      <DemoCard
        title={t('sidebar.groupCollapsed')}
        description={t('sidebar.groupCollapsedText')}
        code={`<Collapsible>\n  <CollapsibleTrigger>Workspace</CollapsibleTrigger>\n  <CollapsibleContent>…</CollapsibleContent>\n</Collapsible>`}
      >
        <aside aria-label={t('sidebar.groupCollapsed')} className="max-w-64 rounded-lg border bg-card p-2">
          <GroupedMenu />
        </aside>
      </DemoCard>

      <DemoCard
        title={t('sidebar.contained')}
        description={t('sidebar.containedText')}
        code={`<div className="relative overflow-hidden">\n  {open && <aside className="absolute inset-y-0 start-0 w-56">…</aside>}\n</div>`}
      >
        <div className="relative h-80 overflow-hidden rounded-lg border bg-muted/40">
          <div className="p-4">
            <Button ref={opener} size="sm" aria-expanded={contained} onClick={() => setContained(true)}>
              <PanelLeft className="rtl:-scale-x-100" aria-hidden="true" />
              {t('sidebar.openContained')}
            </Button>
            <p className="mt-3 text-sm text-muted-foreground">{t('sidebar.pageContent')}</p>
          </div>
          {contained && (
            <>
              <div className="absolute inset-0 bg-black/30 animate-fade-in" onClick={closeContained} aria-hidden="true" />
              {/* An overlay panel that takes focus and closes on Esc: a (non-modal) dialog inside the card. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Esc closes a dialog (APG dialog pattern) */}
              <div
                ref={containedRef}
                role="dialog"
                tabIndex={-1}
                aria-label={t('sidebar.contained')}
                onKeyDown={(e) => e.key === 'Escape' && closeContained()}
                className="absolute inset-y-0 start-0 flex w-56 flex-col gap-2 bg-card p-2 shadow-xl outline-none animate-[sheet-left_200ms_ease-out] rtl:animate-[sheet-right_200ms_ease-out]"
              >
                <div className="flex items-center justify-between px-2 py-1">
                  <span className="text-sm font-semibold text-[var(--heading)]">{t('sidebar.title')}</span>
                  <Button size="icon-sm" variant="ghost" color="secondary" aria-label={t('sidebar.close')} onClick={closeContained}>
                    <X aria-hidden="true" />
                  </Button>
                </div>
                <DemoSidebarMenu onPick={closeContained} />
              </div>
            </>
          )}
        </div>
      </DemoCard>

      <DemoCard
        title={t('sidebar.custom')}
        description={t('sidebar.customText')}
        code={`<SheetContent side="left">\n  <header>…avatar…</header>\n  <Menu />\n  <footer><Button>Log out</Button></footer>\n</SheetContent>`}
      >
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="soft" color="info">
              {t('sidebar.openCustom')}
            </Button>
          </SheetTrigger>
          <SheetContent side="left" closeLabel={t('sidebar.close')} className="w-72">
            <header className="flex items-center gap-3 border-b p-4 pr-12">
              <Avatar src="/images/avatars/avatar-4.svg" name="Jane Roe" decorative />
              <div className="min-w-0">
                <SheetTitle className="truncate text-sm font-semibold text-[var(--heading)]">Jane Roe</SheetTitle>
                <SheetDescription className="text-xs text-muted-foreground">{t('sidebar.role')}</SheetDescription>
              </div>
            </header>
            <div className="flex-1 overflow-y-auto p-3">
              <DemoSidebarMenu />
            </div>
            <footer className="border-t p-3">
              <Button variant="outline" color="danger" className="w-full" onClick={() => toast(t('sidebar.loggedOut'))}>
                <LogOut aria-hidden="true" />
                {t('sidebar.logout')}
              </Button>
            </footer>
          </SheetContent>
        </Sheet>
      </DemoCard>
    </DemoGrid>
  );
}
