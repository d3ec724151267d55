import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';

interface Doc {
  id: number;
  title: string;
}

/** Tabs that can be added (+) and closed (× or Delete on the focused tab). */
export function ClosableTabs() {
  const { t } = useTranslation('component-demos');
  const next = useRef(4);
  const hintId = useId();
  // Closing the active tab takes focus with it: the tab now in its place (or the new last one) takes it, and with
  // no tab left + is the way to go on (the fallback).
  const refocus = useFocusAfterRemove<HTMLDivElement, HTMLButtonElement>({ focus: '[role="tab"]' });
  const [docs, setDocs] = useState<Doc[]>([1, 2, 3].map((id) => ({ id, title: t('tabs.doc', { n: id }) })));
  const [active, setActive] = useState('1');

  const add = () => {
    const id = next.current++;
    setDocs((d) => [...d, { id, title: t('tabs.doc', { n: id }) }]);
    setActive(String(id));
    // The new tab is the active one: bring it into view when the row scrolls (focus stays on +, to add more).
    requestAnimationFrame(() => document.getElementById(`closable-tab-${id}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  };
  const close = (id: number) => {
    const index = docs.findIndex((d) => d.id === id);
    const rest = docs.filter((d) => d.id !== id);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    const wasActive = active === String(id);
    // Only then: focusing a tab selects it, so closing a background tab must not move focus onto another one.
    if (wasActive || !neighbour) refocus.mark(document.getElementById(`closable-tab-${id}`));
    setDocs(rest);
    if (wasActive && neighbour) setActive(String(neighbour.id));
  };
  const onKeyDown = (e: KeyboardEvent, id: number) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      close(id);
    }
  };

  return (
    // minmax(0, 1fr) column: without it the grid grows to the tab row's full width instead of letting the row scroll.
    <div ref={refocus.container} className="grid grid-cols-1 gap-3">
      <Tabs value={active} onValueChange={setActive}>
        <div className="flex min-w-0 items-center gap-2">
          <TabsList variant="underline" className="min-w-0" aria-label={t('tabs.documents')}>
            {docs.map((d) => (
              <span key={d.id} className="group relative inline-flex items-center">
                <TabsTrigger
                  id={`closable-tab-${d.id}`}
                  value={String(d.id)}
                  onKeyDown={(e) => onKeyDown(e, d.id)}
                  aria-keyshortcuts="Delete"
                  aria-describedby={hintId}
                  className="pe-7"
                >
                  {d.title}
                </TabsTrigger>
                {/* Mouse shortcut only: inside a tablist only tabs may be focusable; keyboard users press Delete. */}
                <span
                  aria-hidden="true"
                  title={t('tabs.closeTab', { name: d.title })}
                  // Keep focus where it is (not on the tab list), so closing the focused tab hands it on.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => close(d.id)}
                  className="absolute end-1 flex size-5 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground [&_svg]:size-3.5"
                >
                  <X />
                </span>
              </span>
            ))}
          </TabsList>
          <Button ref={refocus.fallback} size="icon-sm" variant="soft" aria-label={t('tabs.addTab')} onClick={add} className="shrink-0">
            <Plus aria-hidden="true" />
          </Button>
        </div>
        {docs.map((d) => (
          <TabsContent key={d.id} value={String(d.id)} className="rounded-md bg-muted/60 p-4 text-sm">
            {t('tabs.docBody', { name: d.title })}
          </TabsContent>
        ))}
      </Tabs>
      {docs.length === 0 && <p className="text-sm text-muted-foreground">{t('tabs.noTabs')}</p>}
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('tabs.closeHint')}
      </p>
    </div>
  );
}
