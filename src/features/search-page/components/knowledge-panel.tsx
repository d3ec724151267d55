import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

const FACTS = [
  ['founded', '2019'],
  ['headquarters', 'Lisbon, Portugal'],
  ['stack', 'React 19, TypeScript, Tailwind'],
  ['licence', 'Regular / Extended'],
] as const;
const STATS = [
  ['pages', 108],
  ['locales', 4],
  ['themes', 3],
] as const;
const RELATED = [
  ['Vuexy', '/images/carousel/mountain-dawn.svg'],
  ['Materio', '/images/carousel/forest-lake.svg'],
  ['Sneat', '/images/carousel/tropical-sunset.svg'],
  ['Frest', '/images/carousel/northern-lights.svg'],
] as const;

/** Right-hand knowledge panel about the default query; stacks under the results on smaller screens. */
export function KnowledgePanel() {
  const { t, i18n } = useTranslation('search-page');
  return (
    <Card aria-labelledby="kp-title" className="overflow-hidden">
      <img src="/images/carousel/abstract-orbs.svg" alt={t('panel.imageAlt')} className="h-36 w-full object-cover" />
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
          <span className="sr-only">{t('newTab')}</span>
        </a>
        <p className="mt-3 text-sm">{t('panel.description')}</p>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {STATS.map(([k, v]) => (
            <div key={k} className="flex flex-col-reverse rounded-md bg-muted px-2 py-3">
              <dt className="text-xs text-muted-foreground">{t(`panel.stats.${k}`)}</dt>
              <dd className="text-lg font-semibold text-[var(--heading)]">{formatNumber(v, i18n.language)}</dd>
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
          {RELATED.map(([name, src]) => (
            <li key={name} className="min-w-0">
              {/* Runs that search here; the page follows the URL. */}
              <Link
                to={`/pages/search?q=${encodeURIComponent(name)}`}
                className="group flex flex-col items-center gap-1 rounded-md text-center text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <img src={src} alt="" className="aspect-square w-full max-w-16 rounded-md object-cover" />
                <span className="max-w-full truncate group-hover:text-primary-text group-hover:underline">{name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
