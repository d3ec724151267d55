import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarRating } from '@/components/ui/star-rating';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { safeHref, safeImageSrc } from '@/lib/safe-url';
import type { SearchResult } from '../api/search-page.contract';

/**
 * A result's link: in-app paths use the router; http(s) addresses open outside the app without an opener or
 * referrer, in a new tab when the setting asks for it; anything else is plain text.
 */
export function ResultLink({
  url,
  newTab,
  className,
  children,
}: {
  url: string;
  newTab: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('search-page');
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  const href = safeHref(url);
  if (!href) return <span className={className}>{children}</span>;
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel="noopener noreferrer" className={className}>
      {children}
      {newTab && (
        <>
          {' '}
          <span className="sr-only">{t('newTab')}</span>
        </>
      )}
    </a>
  );
}

/** "tessera.example › blog › post" from a URL; in-app paths show under the app's name. */
export function breadcrumb(url: string): string {
  if (url.startsWith('/')) return ['Tessera', ...url.split('/').filter(Boolean)].join(' › ');
  try {
    const u = new URL(url);
    return [u.host, ...u.pathname.split('/').filter(Boolean)].join(' › ');
  } catch {
    return url;
  }
}

/** "12:05" or "1:02:05" for a video length. */
function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const STOCK_COLOR = { in: 'text-success-text', low: 'text-warning-text', out: 'text-danger-text' } as const;

/** Stars and the facts next to them: rating, reviews, price and stock, each only when the result has it. */
export function ResultInfo({ result: r }: { result: SearchResult }) {
  const { t, i18n } = useTranslation('search-page');
  if (!r.rating && !r.price && !r.stock) return null;
  const items: ReactNode[] = [];
  if (r.rating) {
    items.push(t('info.rating', { value: formatNumber(r.rating.stars, i18n.language) }));
    items.push(t('info.reviews', { count: r.rating.reviews, formatted: formatNumber(r.rating.reviews, i18n.language) }));
  }
  if (r.price) items.push(formatNumber(r.price.amount, i18n.language, { style: 'currency', currency: r.price.currency }));
  if (r.stock) items.push(<span className={cn('font-medium', STOCK_COLOR[r.stock])}>{t(`info.stock.${r.stock}`)}</span>);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      {r.rating && (
        <StarRating
          readOnly
          value={r.rating.stars}
          step={0.5}
          size="sm"
          className="[&_svg]:size-3.5"
          getValueText={(v, max) => t('info.stars', { value: formatNumber(v, i18n.language), max })}
        />
      )}
      {/* The dot ends the item before it, so a wrapped line never starts with one. */}
      {items.map((item, i) => (
        <span key={i} className="inline-flex items-center gap-2 whitespace-nowrap">
          {item}
          {i < items.length - 1 && <span aria-hidden="true">·</span>}
        </span>
      ))}
    </div>
  );
}

export function Sitelinks({ links, newTab }: { links: NonNullable<SearchResult['sitelinks']>; newTab: boolean }) {
  return (
    <ul className="mt-3 grid gap-x-6 gap-y-3 border-l-2 border-border pl-4 sm:grid-cols-2">
      {links.map((l) => (
        <li key={l.url} className="min-w-0">
          <ResultLink url={l.url} newTab={newTab} className="text-sm font-medium text-primary-text hover:underline focus-visible:underline">
            {l.title}
          </ResultLink>
          <p className="text-xs break-words text-muted-foreground">{l.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function Thumbnails({ images }: { images: readonly string[] }) {
  const safe = images.map(safeImageSrc).filter((src): src is string => src !== null);
  if (!safe.length) return null;
  return (
    <ul className="mt-3 flex gap-2" aria-hidden="true">
      {safe.slice(0, 4).map((src) => (
        <li key={src} className="h-16 w-24 shrink overflow-hidden rounded-md bg-muted sm:h-20 sm:w-32">
          <img src={src} alt="" loading="lazy" className="size-full object-cover" />
        </li>
      ))}
    </ul>
  );
}

/** Poster with a play mark and the length; decorative next to the title, which names the video. */
export function VideoThumb({ video }: { video: NonNullable<SearchResult['video']> }) {
  const { t } = useTranslation('search-page');
  const src = safeImageSrc(video.poster);
  return (
    <div className="relative h-20 w-32 shrink-0 overflow-hidden rounded-md bg-muted sm:h-24 sm:w-40">
      {src && <img src={src} alt="" loading="lazy" className="size-full object-cover" />}
      <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
        <span className="flex size-9 items-center justify-center rounded-full bg-black/60 text-white">
          <Play className="size-4 fill-current" />
        </span>
      </span>
      <span className="absolute right-1 bottom-1 rounded bg-black/75 px-1 text-[11px] font-medium text-white tabular-nums">
        <span className="sr-only">{t('info.duration')} </span>
        {duration(video.seconds)}
      </span>
    </div>
  );
}
