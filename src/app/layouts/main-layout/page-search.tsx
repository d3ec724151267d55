import { useEffect, useMemo, useState } from 'react';
import { Command } from 'cmdk';
import { Search, Star } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences.store';
import { useRole } from '@/lib/session/session.store';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { searchablePages } from '../../build-menu';
import { registry } from '../../registry';

/** Navbar page search over the searchable page entries (Ctrl/Cmd+K or "/"), keyboard first. */
export function PageSearch() {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const role = useRole();
  const starred = usePreferences((s) => s.starred);
  const pages = useMemo(() => searchablePages(registry, role), [role]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, [contenteditable="true"], select');
      if ((e.key === 'k' && (e.metaKey || e.ctrlKey)) || (e.key === '/' && !typing)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const go = (url: string) => {
    setOpen(false);
    navigate(url);
  };

  return (
    <>
      <Button variant="ghost" color="secondary" size="icon" onClick={() => setOpen(true)} aria-label={t('search.open')} aria-keyshortcuts="Control+K">
        <Search aria-hidden="true" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="top-[12vh] max-w-xl translate-y-0 gap-0 p-0" hideClose aria-describedby={undefined}>
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <Command label={t('search.title')} className="flex flex-col" loop>
            <div className="flex items-center gap-2 border-b px-4">
              <Search className="size-4 text-muted-foreground" aria-hidden="true" />
              <Command.Input
                autoFocus
                placeholder={t('search.placeholder')}
                className="h-14 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground"
              />
              <kbd className="rounded border px-1.5 py-0.5 text-[10px] text-muted-foreground">Esc</kbd>
            </div>
            <Command.List className="max-h-[55vh] overflow-y-auto p-2">
              <Command.Empty className="px-3 py-8 text-center text-sm text-muted-foreground">{t('search.noResults')}</Command.Empty>
              <Command.Group heading={t('search.pages')} className="text-xs font-semibold text-muted-foreground [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2">
                {pages.map((p) => {
                  const Icon = p.icon;
                  return (
                    <Command.Item
                      key={p.url}
                      value={`${tn(p.label)} ${p.url}`}
                      onSelect={() => go(p.url)}
                      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-foreground data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary-text"
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      <span className="flex-1 truncate">{tn(p.label)}</span>
                      <span className="hidden truncate text-xs text-muted-foreground sm:inline">{p.url}</span>
                      {starred.includes(p.url) && <Star className="size-3.5 fill-warning text-warning" aria-label={t('bookmarks.starred')} />}
                    </Command.Item>
                  );
                })}
              </Command.Group>
            </Command.List>
          </Command>
        </DialogContent>
      </Dialog>
    </>
  );
}
