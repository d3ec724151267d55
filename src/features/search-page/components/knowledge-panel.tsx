import { ExternalLink, Hexagon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';

const FACTS = [
  ['founded', '2019'],
  ['headquarters', 'Lisbon, Portugal'],
  ['stack', 'React 19, TypeScript, Tailwind'],
  ['licence', 'Regular / Extended'],
] as const;
const RELATED = [
  ['Vuexy', 3],
  ['Materio', 7],
  ['Sneat', 11],
  ['Frest', 15],
] as const;

/** Right-hand knowledge panel with demo content; stacks under the results on phones. */
export function KnowledgePanel() {
  const { t } = useTranslation('search-page');
  return (
    <Card aria-labelledby="kp-title" className="overflow-hidden">
      <div
        className="flex h-32 items-center justify-center bg-gradient-to-br from-primary-solid to-info-solid text-white"
        aria-hidden="true"
      >
        <Hexagon className="size-16" />
      </div>
      <CardContent>
        <h2 id="kp-title" className="text-xl font-semibold text-[var(--heading)]">
          Tessera
        </h2>
        <p className="text-sm text-muted-foreground">{t('panel.subtitle')}</p>
        <a
          href="https://github.com"
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-sm text-primary-text hover:underline"
        >
          github.com
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('panel.newTab')}</span>
        </a>
        <p className="mt-3 text-sm">{t('panel.description')}</p>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['pages', '108'],
              ['locales', '4'],
              ['themes', '3'],
            ] as const
          ).map(([k, v]) => (
            <div key={k} className="rounded-md bg-muted px-2 py-3">
              <dd className="text-lg font-semibold text-[var(--heading)]">{v}</dd>
              <dt className="text-xs text-muted-foreground">{t(`panel.stats.${k}`)}</dt>
            </div>
          ))}
        </dl>
        <dl className="mt-4 grid gap-2 text-sm">
          {FACTS.map(([k, v]) => (
            <div key={k} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-[var(--heading)]">{t(`panel.facts.${k}`)}:</dt>
              <dd className="text-muted-foreground">{v}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 mb-3 text-sm font-semibold text-[var(--heading)]">{t('panel.related')}</h3>
        <ul className="grid grid-cols-4 gap-2">
          {RELATED.map(([name, n]) => (
            <li key={name} className="flex flex-col items-center gap-1 text-center text-xs">
              <Avatar src={`/images/avatars/avatar-${n}.svg`} name={name} size="lg" decorative />
              {name}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
