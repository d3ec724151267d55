import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { safeImageSrc } from '@/lib/safe-url';
import { usePlayerOption } from '../../api/dashboard.queries';
import { CardQuery } from '../card-query';
import { useFormat } from '../use-format';

/** Recorded WebM clips carry no duration; seeking to the end once makes the browser compute it. */
function onMetadata(el: HTMLVideoElement, rate: number) {
  el.playbackRate = rate;
  if (el.duration !== Infinity) return;
  el.addEventListener(
    'durationchange',
    () => {
      el.currentTime = 0;
    },
    { once: true },
  );
  el.currentTime = Number.MAX_SAFE_INTEGER;
}

/** A native <video> with the player options from the mock; the rate buttons set playbackRate. */
export function VideoCard() {
  const { t } = useTranslation('dashboard');
  const query = usePlayerOption();
  const f = useFormat();
  const titleId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState(1);
  const changeRate = (value: string) => {
    const next = Number(value);
    if (!Number.isFinite(next) || next <= 0) return;
    setRate(next);
    if (video.current) video.current.playbackRate = next;
  };
  return (
    <CardQuery
      query={query}
      skeleton={
        <CardContent>
          <Skeleton className="aspect-video" />
        </CardContent>
      }
      title={t('basic.video.title')}
    >
      {(o) => (
        <Card aria-labelledby={titleId}>
          <CardHeader>
            <CardTitle id={titleId}>{t('basic.video.title')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {/* preload="auto": the demo clip is 80 kB; with "metadata" Chromium aborts the rest of the request, which
                a route crawl reports as a failed request. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the caption <track>s come from the player options (mapped below) */}
            <video
              ref={video}
              className="aspect-video w-full rounded-md bg-black"
              controls
              loop
              playsInline
              preload="auto"
              poster={safeImageSrc(o.poster) ?? undefined}
              aria-label={t('basic.video.label')}
              onLoadedMetadata={(e) => onMetadata(e.currentTarget, rate)}
            >
              {o.sources.map((s) => safeImageSrc(s.src) && <source key={s.src} src={safeImageSrc(s.src) ?? ''} type={s.type} />)}
              {o.captions?.map(
                (c) =>
                  safeImageSrc(c.src) && (
                    <track key={c.src} kind="captions" src={safeImageSrc(c.src) ?? ''} srcLang={c.srcLang} label={c.label} />
                  ),
              )}
              {t('basic.video.unsupported')}
            </video>
            <div className="flex flex-wrap items-center gap-3">
              <span id={`${titleId}-rate`} className="text-sm text-muted-foreground">
                {t('basic.video.rate')}
              </span>
              <ToggleGroup type="single" value={String(rate)} onValueChange={(v) => v && changeRate(v)} aria-labelledby={`${titleId}-rate`}>
                {o.playbackRates.map((r) => (
                  <ToggleGroupItem key={r} value={String(r)} aria-label={t('basic.video.rateValue', { value: f.num(r) })}>
                    {f.num(r)}×
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            </div>
          </CardContent>
        </Card>
      )}
    </CardQuery>
  );
}
