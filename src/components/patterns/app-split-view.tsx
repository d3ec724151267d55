import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, Search, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';

interface SearchProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** Shows a clear (×) button while there is text. */
  clearLabel?: string;
}

interface Props {
  /** The app's navigation pane; rendered beside the content from 992 px and in a drawer below that.
   * `onNavigate` is set in the drawer (close it after a choice). */
  sidebar: (onNavigate?: () => void) => ReactNode;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** Accessible name of the drawer and of the ☰ button that opens it. */
  navTitle: string;
  openNavLabel: string;
  search: SearchProps;
  /** Below the search bar: toolbars, the list, overlays (the section is `relative`). */
  children: ReactNode;
  className?: string;
}

/** The two-pane frame of the email and todo apps: navigation pane (drawer on small screens), search bar, content. */
export function AppSplitView({ sidebar, drawerOpen, onDrawerOpenChange, navTitle, openNavLabel, search, children, className }: Props) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex h-app-frame min-h-[28rem] overflow-hidden rounded-lg border border-border/60 bg-card shadow-card', className)}>
      <aside className="hidden w-64 shrink-0 border-e lg:block">{sidebar()}</aside>
      <Sheet open={drawerOpen} onOpenChange={onDrawerOpenChange}>
        <SheetContent side="left" className="w-72 pt-10" closeLabel={t('actions.close')} aria-describedby={undefined}>
          <SheetTitle className="sr-only">{navTitle}</SheetTitle>
          <div className="min-h-0 flex-1">{sidebar(() => onDrawerOpenChange(false))}</div>
        </SheetContent>
      </Sheet>
      <section className="relative flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b px-3 py-2 sm:px-4">
          <Button
            variant="ghost"
            color="secondary"
            size="icon"
            className="lg:hidden"
            aria-label={openNavLabel}
            onClick={() => onDrawerOpenChange(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={search.value}
              onChange={(e) => search.onChange(e.target.value)}
              aria-label={search.label}
              placeholder={search.placeholder}
              maxLength={200}
              className="border-transparent bg-transparent ps-9 shadow-none focus-visible:border-primary"
            />
          </div>
          {search.clearLabel && search.value && (
            <Button variant="ghost" color="secondary" size="icon-sm" aria-label={search.clearLabel} onClick={() => search.onChange('')}>
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
        {children}
      </section>
    </div>
  );
}
