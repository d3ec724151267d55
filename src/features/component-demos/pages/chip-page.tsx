import { useState, type KeyboardEvent } from 'react';
import { RotateCcw, CircleX, Code, Heart, Star, Trash, Trash2, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DemoCard } from '@/components/patterns/demo-card';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { Chip } from '../components/chip';
import { COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

const START = ['React', 'TypeScript', 'Tailwind'];

/**
 * A chip list whose removals keep keyboard focus: the pressed × (or a Clear all that turns disabled) goes, so
 * focus moves to the chip now in its place, else the previous one, else `fallback` (attach it to the way on).
 */
function useChips<F extends HTMLElement>(initial: string[]) {
  const [chips, setChips] = useState(initial);
  const refocus = useFocusAfterRemove<HTMLUListElement, F>({ focus: 'button', skipDisabled: true });
  return {
    chips,
    listRef: refocus.container,
    fallback: refocus.fallback,
    add: (v: string) => setChips((c) => (v && !c.includes(v) ? [...c, v] : c)),
    remove: (v: string, button: HTMLElement) => {
      refocus.mark(button);
      setChips((c) => c.filter((x) => x !== v));
    },
    clear: () => {
      refocus.mark(null);
      setChips([]);
    },
    reset: () => setChips(initial),
  };
}

export default function ChipPage() {
  const { t } = useTranslation('component-demos');
  const closable = useChips<HTMLButtonElement>(COLORS.map((c) => t(`colors.${c}`)));
  const tags = useChips<HTMLInputElement>(START);
  const custom = useChips<HTMLButtonElement>(['Vue', 'Svelte', 'Solid']);
  const [draft, setDraft] = useState('');
  // The tag a rejected Enter named: the draft stays in the field so the user can fix it.
  const [duplicate, setDuplicate] = useState('');
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const tag = draft.trim();
    const existing = tags.chips.find((c) => c.toLocaleLowerCase() === tag.toLocaleLowerCase());
    if (tag && existing) {
      setDuplicate(existing);
      return;
    }
    tags.add(tag);
    setDraft('');
  };

  return (
    <DemoGrid>
      <DemoCard title={t('chip.default')} code={`<Chip>Chip</Chip>`} contentClassName="flex flex-wrap gap-2">
        <Chip color="secondary">{t('chip.sample')}</Chip>
        <Chip color="secondary" variant="solid">
          {t('chip.sample')}
        </Chip>
      </DemoCard>

      <DemoCard title={t('chip.colors')} code={`<Chip color="success" variant="solid">Success</Chip>`} contentClassName="grid gap-3">
        <div className="flex flex-wrap gap-2">
          {COLORS.map((c) => (
            <Chip key={c} color={c} variant="solid">
              {t(`colors.${c}`)}
            </Chip>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {COLORS.map((c) => (
            <Chip key={c} color={c}>
              {t(`colors.${c}`)}
            </Chip>
          ))}
        </div>
      </DemoCard>

      <DemoCard
        title={t('chip.icon')}
        code={`<Chip icon={<Star aria-hidden="true" />}>Starred</Chip>`}
        contentClassName="flex flex-wrap gap-2"
      >
        <Chip icon={<Star aria-hidden="true" />} color="warning">
          {t('chip.starred')}
        </Chip>
        <Chip icon={<Heart aria-hidden="true" />} color="danger" variant="solid">
          {t('chip.liked')}
        </Chip>
        <Chip icon={<Zap aria-hidden="true" />} color="info">
          {t('chip.fast')}
        </Chip>
        <Chip icon={<Code aria-hidden="true" />} color="dark" variant="solid">
          {t('chip.code')}
        </Chip>
      </DemoCard>

      <DemoCard
        title={t('chip.transparent')}
        code={`<Chip variant="transparent" color="primary">Primary</Chip>`}
        contentClassName="flex flex-wrap gap-2"
      >
        {COLORS.map((c) => (
          <Chip key={c} color={c} variant="transparent">
            {t(`colors.${c}`)}
          </Chip>
        ))}
      </DemoCard>

      <DemoCard
        title={t('chip.closable')}
        description={t('chip.closableText')}
        code={`<Chip onClose={() => remove(tag)} closeLabel={\`Remove \${tag}\`}>{tag}</Chip>`}
        contentClassName="grid gap-3"
      >
        <ul ref={closable.listRef} className="flex flex-wrap gap-2" aria-label={t('chip.closable')}>
          {closable.chips.map((c, i) => (
            <li key={c}>
              <Chip
                color={COLORS[i % COLORS.length]}
                variant="solid"
                onClose={(e) => closable.remove(c, e.currentTarget)}
                closeLabel={t('chip.remove', { name: c })}
              >
                {c}
              </Chip>
            </li>
          ))}
        </ul>
        {closable.chips.length < COLORS.length && (
          <Button ref={closable.fallback} variant="outline" size="sm" className="w-fit" onClick={closable.reset}>
            {t('chip.restore')}
          </Button>
        )}
      </DemoCard>

      <DemoCard
        title={t('chip.addRemove')}
        description={t('chip.addRemoveText')}
        code={`<Input onKeyDown={(e) => e.key === 'Enter' && add(draft)} />\n{tags.map((tag) => <Chip onClose={() => remove(tag)}>{tag}</Chip>)}`}
        contentClassName="grid grid-cols-1 gap-3"
      >
        <Field
          label={t('chip.newTag')}
          description={t('chip.newTagHint')}
          error={duplicate ? t('chip.duplicate', { name: duplicate }) : undefined}
        >
          <Input
            ref={tags.fallback}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setDuplicate('');
            }}
            onKeyDown={onKeyDown}
            placeholder={t('chip.placeholder')}
          />
        </Field>
        <ul ref={tags.listRef} className="flex min-h-7 flex-wrap gap-2" aria-label={t('chip.tags')} aria-live="polite">
          {tags.chips.map((c) => (
            // max-w-full lets a long tag truncate inside the card instead of widening it.
            <li key={c} className="max-w-full">
              <Chip onClose={(e) => tags.remove(c, e.currentTarget)} closeLabel={t('chip.remove', { name: c })}>
                {c}
              </Chip>
            </li>
          ))}
          {tags.chips.length === 0 && <li className="text-sm text-muted-foreground">{t('chip.none')}</li>}
        </ul>
        <Button variant="soft" color="danger" size="sm" className="w-fit" disabled={tags.chips.length === 0} onClick={tags.clear}>
          <Trash2 aria-hidden="true" />
          {t('chip.clearAll')}
        </Button>
      </DemoCard>

      <DemoCard title={t('chip.customIcons')} code={`<Chip closeIcon={<CircleX aria-hidden="true" />} …>`} contentClassName="grid gap-3">
        <ul ref={custom.listRef} className="flex flex-wrap gap-2" aria-label={t('chip.customIcons')}>
          {custom.chips.map((c) => (
            <li key={c}>
              <Chip
                color="info"
                variant="solid"
                closeIcon={<CircleX aria-hidden="true" />}
                onClose={(e) => custom.remove(c, e.currentTarget)}
                closeLabel={t('chip.remove', { name: c })}
              >
                {c}
              </Chip>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Button variant="outline" color="danger" size="sm" disabled={custom.chips.length === 0} onClick={custom.clear}>
            <Trash aria-hidden="true" />
            {t('chip.clearAll')}
          </Button>
          <Button ref={custom.fallback} variant="ghost" size="sm" onClick={custom.reset}>
            <RotateCcw aria-hidden="true" />
            {t('chip.restore')}
          </Button>
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
