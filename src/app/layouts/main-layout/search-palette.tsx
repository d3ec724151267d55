import { useEffect, useMemo, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { Command } from 'cmdk';
import { CornerDownLeft, Search, SearchX, Star } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { usePreferences } from '@/lib/preferences.store';
import { useRole } from '@/lib/session/session.store';
import { Avatar } from '@/components/ui/avatar';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Kbd } from '@/components/ui/kbd';
import { searchablePages, type SearchablePage } from '../../build-menu';
import { registry } from '../../registry';
import type { loadDirectory } from '@/features/search-page';
import { fuzzyFilter } from './search-data';

/** Every route icon (./route-icons loads them from here: the palette draws them all). */
export { default as ROUTE_ICONS } from 'virtual:route-icons';

/** The search page's demo files and contacts (see ./page-search). */
type Directory = Awaited<ReturnType<typeof loadDirectory>>;

const LIMITS = { pages: 8, files: 4, contacts: 4 } as const;
const SUGGESTED = { pages: 6, files: 3, contacts: 3 } as const;

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-1.5 text-sm text-foreground transition-colors data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary-text';
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1.5 [&_[cmdk-group-heading]]:text-[0.7rem] [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase';

/** Where the navbar sits: the search opens over it at the same width (full-width search). */
function useNavbarBox(anchor: HTMLElement | null, open: boolean): CSSProperties | undefined {
  const [box, setBox] = useState<CSSProperties>();
  useEffect(() => {
    if (!open || !anchor) return;
    const bar = anchor.closest('header')?.firstElementChild ?? anchor.closest('header');
    if (!bar) return;
    const update = () => {
      const r = bar.getBoundingClientRect();
      setBox({ top: Math.max(0, r.top), left: r.left, width: r.width });
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [anchor, open]);
  return box;
}

export interface SearchPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The navbar search button: the palette covers the navbar it sits in, and focus returns to it. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The navbar search palette (FEATURES "Shell"): a full-width fuzzy search over the searchable pages and the demo
 * Files and Contacts. ↑/↓ move, Enter opens, Esc closes. Opened by ./page-search, which loads it together with the
 * search page's directory (the Files and Contacts rows, so a hit opens a search that finds it).
 */
export default function SearchPalette({ open, onOpenChange: setOpen, trigger, directory }: SearchPaletteProps & { directory: Directory }) {
  const { formatSize, SEARCH_CONTACTS, SEARCH_FILES, FILE_ICONS } = directory;
  const { t, i18n } = useTranslation();
  const { t: tn } = useTranslation('nav');
  // The palette's own strings travel with its chunk (overlays namespace, loaded by page-search.tsx).
  const { t: to } = useTranslation('overlays');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState('');
  const navigate = useNavigate();
  const role = useRole();
  const starred = usePreferences((s) => s.starred);
  const pages = useMemo(() => searchablePages(registry, role), [role]);
  const box = useNavbarBox(trigger.current, open);

  const q = query.trim();
  const results = useMemo(() => {
    const labelled = pages.map((p) => ({ ...p, title: tn(p.label) }));
    if (!q) {
      const first = [...labelled.filter((p) => starred.includes(p.url)), ...labelled.filter((p) => !starred.includes(p.url))];
      return {
        pages: first.slice(0, SUGGESTED.pages),
        files: SEARCH_FILES.slice(0, SUGGESTED.files),
        contacts: SEARCH_CONTACTS.slice(0, SUGGESTED.contacts),
      };
    }
    return {
      pages: fuzzyFilter(labelled, q, (p) => [p.title, p.url], LIMITS.pages),
      files: fuzzyFilter(SEARCH_FILES, q, (f) => [f.name, f.by], LIMITS.files),
      contacts: fuzzyFilter(SEARCH_CONTACTS, q, (c) => [c.name, c.email], LIMITS.contacts),
    };
  }, [pages, q, starred, tn, SEARCH_FILES, SEARCH_CONTACTS]);

  // The first hit is the one Enter opens, whatever the query.
  const firstValue = results.pages[0]
    ? `page:${results.pages[0].url}`
    : results.files[0]
      ? `file:${results.files[0].id}`
      : results.contacts[0]
        ? `contact:${results.contacts[0].id}`
        : '';
  useEffect(() => setSelected(firstValue), [firstValue]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  const go = (url: string) => {
    onOpenChange(false);
    navigate(url);
  };
  const searchFor = (text: string) => go(`/pages/search?q=${encodeURIComponent(text)}`);
  const nothing = !!q && !results.pages.length && !results.files.length && !results.contacts.length;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        style={box}
        overlayClassName="bg-black/40 backdrop-blur-[2px]"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          trigger.current?.focus();
        }}
        className={cn(
          'max-h-[min(80dvh,40rem)] max-w-none translate-x-0 translate-y-0 gap-0 overflow-hidden rounded-xl p-0',
          box ? '' : 'top-2 left-2 w-[calc(100vw-1rem)]',
          box?.top === 0 && 'rounded-t-none border-t-0',
        )}
      >
        <DialogTitle className="sr-only">{to('search.title')}</DialogTitle>
        <DialogDescription className="sr-only">{to('search.description')}</DialogDescription>
        <Command
          label={to('search.title')}
          shouldFilter={false}
          value={selected}
          onValueChange={setSelected}
          loop
          className="flex min-h-0 flex-col"
        >
          <div className="flex h-16 shrink-0 items-center gap-3 border-b px-4 md:px-5">
            <Search className="size-5 shrink-0 text-primary-text" aria-hidden="true" />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={to('search.placeholder')}
              className="h-full min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground"
            />
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="rounded-md px-1.5 py-1 text-muted-foreground transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('actions.close')}
            >
              <Kbd>Esc</Kbd>
            </button>
          </div>
          <Command.List className="max-h-[calc(min(80dvh,40rem)-7rem)] overflow-y-auto overscroll-contain p-2">
            {nothing && (
              <div className="flex flex-col items-center gap-2 px-3 pt-6 pb-2 text-center text-sm text-muted-foreground">
                <SearchX className="size-8 text-muted-foreground/70" aria-hidden="true" />
                {to('search.nothing', { query: q })}
              </div>
            )}
            <div className="grid gap-x-3 lg:grid-cols-2">
              <Command.Group heading={to('search.pages')} className={groupClass}>
                {results.pages.length === 0 && <NoResults group="pages" />}
                {results.pages.map((p) => (
                  <PageItem key={p.url} page={p} title={p.title} starred={starred.includes(p.url)} query={q} onSelect={() => go(p.url)} />
                ))}
              </Command.Group>
              <div>
                <Command.Group heading={to('search.files')} className={groupClass}>
                  {results.files.length === 0 && <NoResults group="files" />}
                  {results.files.map((f) => {
                    const { icon: Icon, tone } = FILE_ICONS[f.type];
                    return (
                      <Command.Item key={f.id} value={`file:${f.id}`} onSelect={() => searchFor(f.name)} className={itemClass}>
                        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', tone)}>
                          <Icon className="size-[18px]" aria-hidden="true" />
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">
                            <Highlight text={f.name} query={q} />
                          </span>
                          <span className="block truncate text-xs text-muted-foreground">{to('search.by', { name: f.by })}</span>
                        </span>
                        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatSize(f.size, i18n.language)}</span>
                      </Command.Item>
                    );
                  })}
                </Command.Group>
                <Command.Group heading={to('search.contacts')} className={groupClass}>
                  {results.contacts.length === 0 && <NoResults group="contacts" />}
                  {results.contacts.map((c) => (
                    <Command.Item key={c.id} value={`contact:${c.id}`} onSelect={() => searchFor(c.name)} className={itemClass}>
                      <Avatar src={c.avatar} name={c.name} size="sm" decorative />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">
                          <Highlight text={c.name} query={q} />
                        </span>
                        <span className="block truncate text-xs text-muted-foreground">{c.email}</span>
                      </span>
                      <time dateTime={c.time} className="shrink-0 text-xs text-muted-foreground tabular-nums">
                        {formatDate(c.time, i18n.language, 'short')}
                      </time>
                    </Command.Item>
                  ))}
                </Command.Group>
              </div>
            </div>
          </Command.List>
          <div className="hidden shrink-0 items-center gap-4 border-t px-4 py-2.5 text-xs text-muted-foreground sm:flex" aria-hidden="true">
            <span className="flex items-center gap-1.5">
              <Kbd>↑</Kbd>
              <Kbd>↓</Kbd>
              {to('search.keys.move')}
            </span>
            <span className="flex items-center gap-1.5">
              <Kbd>
                <CornerDownLeft className="size-3" />
              </Kbd>
              {to('search.keys.open')}
            </span>
            <span className="flex items-center gap-1.5">
              <Kbd>Esc</Kbd>
              {to('search.keys.close')}
            </span>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  );
}

function PageItem({
  page,
  title,
  starred,
  query,
  onSelect,
}: {
  page: SearchablePage;
  title: string;
  starred: boolean;
  query: string;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const Icon = page.icon;
  return (
    <Command.Item value={`page:${page.url}`} onSelect={onSelect} className={itemClass}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-foreground">
        <Icon className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1 truncate font-medium">
        <Highlight text={title} query={query} />
      </span>
      <span className="hidden max-w-[50%] truncate text-xs text-muted-foreground sm:inline">{page.url}</span>
      {starred && <Star className="size-3.5 shrink-0 fill-warning text-warning" aria-label={t('bookmarks.starred')} />}
    </Command.Item>
  );
}

/** "No results found." inside a group: a disabled option, so the listbox stays valid and the arrows skip it. */
function NoResults({ group }: { group: string }) {
  const { t: to } = useTranslation('overlays');
  return (
    <Command.Item disabled value={`none:${group}`} className="px-3 py-2 text-sm text-muted-foreground">
      {to('search.noResults')}
    </Command.Item>
  );
}

/** Marks the first literal occurrence of the query (case-insensitive); fuzzy-only hits stay plain. */
function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  if (!query) return text;
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded-sm bg-transparent font-semibold text-primary-text underline decoration-primary/50 underline-offset-2">
        {text.slice(at, at + query.length)}
      </mark>
      {text.slice(at + query.length)}
    </>
  );
}
