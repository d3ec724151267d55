import { useId, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, Dices, FilePlus, FileText, FolderOpen, Minus, Plus, Save, SaveAll, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Kbd } from '@/components/ui/kbd';
import { toast } from '@/components/ui/toast';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
  ContextMenuShortcut,
  ContextMenuTrigger,
} from '@/components/ui/context-menu';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

const FILES = ['report', 'budget', 'roadmap'] as const;
const ACTIONS = [
  { key: 'new', icon: FilePlus, shortcut: 'Ctrl+N' },
  { key: 'open', icon: FolderOpen, shortcut: 'Ctrl+O' },
  { key: 'save', icon: Save, shortcut: 'Ctrl+S' },
  { key: 'saveAs', icon: SaveAll, shortcut: 'Ctrl+Shift+S' },
  { key: 'close', icon: X, shortcut: 'Ctrl+W' },
] as const;
const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'mango'] as const;
const MIN = 0;
const MAX = 10;

const areaClass =
  'rounded-md border border-dashed bg-muted/40 px-4 py-3 text-sm outline-none transition-colors focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20 data-[state=open]:border-primary data-[state=open]:bg-primary-soft';

function Hint({ id }: { id: string }) {
  const { t } = useTranslation('extensions');
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {t('contextMenu.hint')} {/* One unit: the line must not break between "Shift +" and "F10". */}
      <span className="whitespace-nowrap">
        <Kbd>Shift</Kbd>+<Kbd>F10</Kbd>
      </span>
    </p>
  );
}

export default function ContextMenuPage() {
  const { t } = useTranslation('extensions');
  const [fruit, setFruit] = useState(0);
  const [count, setCount] = useState(5);
  const keep = (fn: () => void) => (e: Event) => {
    e.preventDefault(); // keeps the menu open
    fn();
  };
  // Increase / Decrease disable themselves at the ends of the range; the keyboard moves to the other one, since
  // arrow keys from a disabled menu item would jump back to the top of the menu.
  const increaseRef = useRef<HTMLDivElement>(null);
  const decreaseRef = useRef<HTMLDivElement>(null);
  const step = (delta: 1 | -1) => {
    const next = Math.min(MAX, Math.max(MIN, count + delta));
    setCount(next);
    if (next === MAX) decreaseRef.current?.focus();
    if (next === MIN) increaseRef.current?.focus();
  };
  const simpleHint = useId();
  const keepHint = useId();
  const fruitName = t(`contextMenu.fruits.${FRUITS[fruit]}`);

  return (
    <DemoGrid>
      <DemoCard
        title={t('contextMenu.simple.title')}
        description={t('contextMenu.simple.text')}
        code={`<ContextMenu>\n  <ContextMenuTrigger asChild>\n    <li tabIndex={0}>report.pdf</li>\n  </ContextMenuTrigger>\n  <ContextMenuContent>\n    <ContextMenuItem onSelect={() => toast('New')}>New</ContextMenuItem>\n    …\n  </ContextMenuContent>\n</ContextMenu>`}
        contentClassName="grid gap-3"
      >
        <ul className="grid gap-2" aria-label={t('contextMenu.simple.files')}>
          {FILES.map((file) => (
            <li key={file}>
              <ContextMenu>
                <ContextMenuTrigger asChild>
                  <div
                    role="group"
                    tabIndex={0}
                    aria-label={t(`contextMenu.files.${file}`)}
                    className={cn(areaClass, 'flex items-center gap-2')}
                    aria-describedby={simpleHint}
                  >
                    <FileText className="size-4 text-primary-text" aria-hidden="true" />
                    {t(`contextMenu.files.${file}`)}
                  </div>
                </ContextMenuTrigger>
                <ContextMenuContent aria-label={t(`contextMenu.files.${file}`)} className="min-w-52">
                  {ACTIONS.map(({ key, icon: Icon, shortcut }, i) => (
                    <div key={key} className="contents">
                      {i === ACTIONS.length - 1 && <ContextMenuSeparator />}
                      <ContextMenuItem
                        onSelect={() =>
                          toast.info(
                            t('contextMenu.simple.chosen', {
                              action: t(`contextMenu.actions.${key}`),
                              name: t(`contextMenu.files.${file}`),
                            }),
                          )
                        }
                      >
                        <Icon aria-hidden="true" />
                        {t(`contextMenu.actions.${key}`)}
                        <ContextMenuShortcut aria-hidden="true">{shortcut}</ContextMenuShortcut>
                      </ContextMenuItem>
                    </div>
                  ))}
                </ContextMenuContent>
              </ContextMenu>
            </li>
          ))}
        </ul>
        <Hint id={simpleHint} />
      </DemoCard>

      <DemoCard
        title={t('contextMenu.keep.title')}
        description={t('contextMenu.keep.text')}
        code={`<ContextMenuItem onSelect={(e) => {\n  e.preventDefault(); // stay open\n  setCount((c) => c + 1);\n}}>Increase</ContextMenuItem>`}
        contentClassName="grid gap-3"
      >
        <ContextMenu>
          <ContextMenuTrigger asChild>
            <div
              role="group"
              tabIndex={0}
              aria-label={t('contextMenu.keep.area')}
              className={cn(areaClass, 'grid min-h-28 place-content-center gap-1 text-center')}
              aria-describedby={keepHint}
            >
              <span className="text-muted-foreground">{t('contextMenu.keep.area')}</span>
              <span className="font-medium" data-testid="keep-values">
                {fruitName} · {count}
              </span>
            </div>
          </ContextMenuTrigger>
          <ContextMenuContent aria-label={t('contextMenu.keep.title')} className="min-w-56">
            <ContextMenuLabel aria-live="polite">
              {t('contextMenu.keep.fruit')}: <span className="text-foreground">{fruitName}</span>
            </ContextMenuLabel>
            <ContextMenuItem onSelect={keep(() => setFruit((f) => (f + 1) % FRUITS.length))}>
              <ChevronRight aria-hidden="true" />
              {t('contextMenu.keep.next')}
            </ContextMenuItem>
            <ContextMenuItem onSelect={keep(() => setFruit((f) => (f - 1 + FRUITS.length) % FRUITS.length))}>
              <ChevronLeft aria-hidden="true" />
              {t('contextMenu.keep.previous')}
            </ContextMenuItem>
            <ContextMenuSeparator />
            <ContextMenuLabel aria-live="polite">
              {t('contextMenu.keep.value')}: <span className="text-foreground tabular-nums">{count}</span>
            </ContextMenuLabel>
            <ContextMenuItem ref={increaseRef} disabled={count >= MAX} onSelect={keep(() => step(1))}>
              <Plus aria-hidden="true" />
              {t('contextMenu.keep.increase')}
            </ContextMenuItem>
            <ContextMenuItem ref={decreaseRef} disabled={count <= MIN} onSelect={keep(() => step(-1))}>
              <Minus aria-hidden="true" />
              {t('contextMenu.keep.decrease')}
            </ContextMenuItem>
            <ContextMenuItem onSelect={keep(() => setCount((crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) % (MAX + 1)))}>
              <Dices aria-hidden="true" />
              {t('contextMenu.keep.random')}
            </ContextMenuItem>
          </ContextMenuContent>
        </ContextMenu>
        <Hint id={keepHint} />
      </DemoCard>
    </DemoGrid>
  );
}
