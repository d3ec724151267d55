import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-url';
import type { SearchResult } from '../api/search-page.contract';
import { clip, type Marks } from './highlight';
import { DirectoryResult } from './directory-result';
import { Highlighted } from './highlighted';
import { breadcrumb, ResultInfo, ResultLink, Sitelinks, Thumbnails, VideoThumb } from './result-parts';

interface ItemProps {
  result: SearchResult;
  /** Words (or the phrase) to mark; empty when highlighting is off. */
  marks: Marks;
  newTab: boolean;
}

function Source({ result: r }: { result: SearchResult }) {
  const name = r.source ?? breadcrumb(r.url).split(' › ')[0] ?? '';
  return (
    <div className="flex min-w-0 items-center gap-2 text-xs">
      <span
        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-[11px] font-semibold text-primary-text uppercase"
        aria-hidden="true"
      >
        {name.charAt(0)}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium text-[var(--heading)]">{name}</span>
        <span className="block truncate text-muted-foreground">{breadcrumb(r.url)}</span>
      </span>
    </div>
  );
}

/** One result row: source and URL, title link, stars and info, date and clipped description, sitelinks, thumbnails. */
export function SearchResultItem({ result: r, marks, newTab }: ItemProps) {
  const { i18n } = useTranslation('search-page');
  if (r.file || r.contact) return <DirectoryResult result={r} marks={marks} newTab={newTab} />;
  const single = r.images?.length === 1 ? safeImageSrc(r.images[0]) : null;
  return (
    <div className="flex gap-4">
      {r.video && <VideoThumb video={r.video} />}
      <div className="min-w-0 flex-1">
        <Source result={r} />
        <h3 className="mt-1 text-base leading-snug font-medium sm:text-lg">
          <ResultLink url={r.url} newTab={newTab} className="break-words text-primary-text hover:underline focus-visible:underline">
            <Highlighted text={r.title} marks={marks} />
          </ResultLink>
        </h3>
        <ResultInfo result={r} />
        <p className="mt-1 text-sm break-words text-muted-foreground">
          <time dateTime={r.date} className="text-xs">
            {formatDate(r.date, i18n.language)}
          </time>
          <span aria-hidden="true"> — </span>
          <Highlighted text={clip(r.description)} marks={marks} />
        </p>
        {r.sitelinks && <Sitelinks links={r.sitelinks} newTab={newTab} />}
        {r.images && r.images.length > 1 && <Thumbnails images={r.images} />}
      </div>
      {single && <img src={single} alt="" loading="lazy" className="size-16 shrink-0 rounded-md bg-muted object-cover sm:size-24" />}
    </div>
  );
}

/** The Images tab: a grid of pictures, each captioned with its linked title and site. */
export function ImageResult({ result: r, marks, newTab }: ItemProps) {
  const src = safeImageSrc(r.images?.[0]);
  return (
    <figure className="min-w-0">
      <div className="aspect-video overflow-hidden rounded-md bg-muted">
        {src && <img src={src} alt="" loading="lazy" className="size-full object-cover" />}
      </div>
      <figcaption className="mt-1.5 min-w-0 text-sm">
        <ResultLink url={r.url} newTab={newTab} className="line-clamp-2 font-medium break-words text-primary-text hover:underline">
          <Highlighted text={r.title} marks={marks} />
        </ResultLink>
        <span className="block truncate text-xs text-muted-foreground">{r.source ?? breadcrumb(r.url)}</span>
      </figcaption>
    </figure>
  );
}
