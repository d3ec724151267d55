import { useId, useState } from 'react';
import {
  Cloud,
  CloudRain,
  Droplets,
  MapPin,
  MessageSquare,
  Snowflake,
  Star,
  Sun,
  ThumbsDown,
  ThumbsUp,
  Umbrella,
  Wind,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { safeImageSrc } from '@/lib/safe-url';
import { usePlace, useReview, useWeather } from '../../api/dashboard.queries';
import { CardQuery } from '../card-query';
import { useFormat } from '../use-format';
import { useDemoAction } from './use-demo-action';

const imageSkeleton = (
  <CardContent className="space-y-3">
    <Skeleton className="h-40" />
    <Skeleton className="h-5 w-40" />
    <Skeleton className="h-12" />
  </CardContent>
);
const Img = ({ src }: { src: string }) =>
  safeImageSrc(src) ? <img src={safeImageSrc(src) ?? ''} alt="" className="h-48 w-full object-cover" /> : null;

export function PlaceCard() {
  const { t } = useTranslation('dashboard');
  const query = usePlace();
  const f = useFormat();
  const demo = useDemoAction();
  const titleId = useId();
  return (
    <CardQuery query={query} skeleton={imageSkeleton} title={t('basic.place.title')}>
      {(p) => (
        <Card className="overflow-hidden" aria-labelledby={titleId}>
          <Img src={p.img} />
          <CardContent className="space-y-2">
            <CardTitle id={titleId}>{p.name}</CardTitle>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {p.location}
              </span>
              <span className="flex items-center gap-1 text-warning-text">
                <Star className="size-4 fill-current" aria-hidden="true" />
                {t('basic.product.rating', { value: f.num(p.rating) })}
              </span>
            </p>
            <p className="text-sm">{p.description}</p>
          </CardContent>
          <CardFooter>
            <Button size="sm" onClick={demo(t('basic.place.book'))}>
              {t('basic.place.book')}
            </Button>
            <Button size="sm" variant="ghost" onClick={demo(t('basic.place.share'))}>
              {t('basic.place.share')}
            </Button>
          </CardFooter>
        </Card>
      )}
    </CardQuery>
  );
}

const CONDITION = { sunny: Sun, cloudy: Cloud, rain: CloudRain, snow: Snowflake } as const;

export function WeatherCard() {
  const { t } = useTranslation('dashboard');
  const query = useWeather();
  const f = useFormat();
  const titleId = useId();
  return (
    <CardQuery query={query} skeleton={imageSkeleton} title={t('basic.weather.title')}>
      {(w) => {
        const Icon = CONDITION[w.condition];
        const meta = [
          { key: 'humidity', icon: Droplets, value: f.pct(w.humidity) },
          { key: 'wind', icon: Wind, value: t('basic.weather.kmh', { value: f.num(w.windSpeed) }) },
          { key: 'precipitation', icon: Umbrella, value: f.pct(w.precipitation) },
        ] as const;
        return (
          <Card aria-labelledby={titleId}>
            <CardContent>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <CardTitle id={titleId}>{w.city}</CardTitle>
                  <p className="text-sm text-muted-foreground">{f.date(w.date, 'weekday')}</p>
                </div>
                <Icon className="size-14 text-warning-text" aria-hidden="true" />
              </div>
              <p className="mt-4 text-5xl font-bold text-[var(--heading)]">
                {f.num(w.temperature)}°<span className="text-2xl font-medium text-muted-foreground">C</span>
              </p>
              <p className="text-sm font-medium">{t(`basic.weather.conditions.${w.condition}`)}</p>
              <dl className="mt-5 space-y-3 border-t pt-4 text-sm">
                {meta.map(({ key, icon: MetaIcon, value }) => (
                  <div key={key} className="flex items-center justify-between">
                    <dt className="flex items-center gap-2 text-muted-foreground">
                      <MetaIcon className="size-4" aria-hidden="true" />
                      {t(`basic.weather.${key}`)}
                    </dt>
                    <dd className="font-semibold text-[var(--heading)]">{value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        );
      }}
    </CardQuery>
  );
}

export function ReviewCard() {
  const { t } = useTranslation('dashboard');
  const query = useReview();
  const f = useFormat();
  const demo = useDemoAction();
  const titleId = useId();
  const [vote, setVote] = useState<'like' | 'dislike' | null>(null);
  return (
    <CardQuery query={query} skeleton={imageSkeleton} title={t('basic.review.title')}>
      {(r) => (
        <Card className="overflow-hidden" aria-labelledby={titleId}>
          <Img src={r.img} />
          <CardContent className="space-y-2">
            <CardTitle id={titleId}>{r.title}</CardTitle>
            <p className="text-sm">{r.description}</p>
          </CardContent>
          <CardFooter className="flex-wrap gap-2">
            <Button
              size="sm"
              variant={vote === 'like' ? 'soft' : 'ghost'}
              color="success"
              aria-pressed={vote === 'like'}
              onClick={() => setVote((v) => (v === 'like' ? null : 'like'))}
            >
              <ThumbsUp aria-hidden="true" />
              {t('basic.review.likes', { value: f.k(r.likes + (vote === 'like' ? 1 : 0)) })}
            </Button>
            <Button size="sm" variant="ghost" color="info" onClick={demo(t('basic.review.title'))}>
              <MessageSquare aria-hidden="true" />
              {t('basic.review.comments', { value: f.k(r.comments) })}
            </Button>
            <Button
              size="sm"
              variant={vote === 'dislike' ? 'soft' : 'ghost'}
              color="danger"
              aria-pressed={vote === 'dislike'}
              onClick={() => setVote((v) => (v === 'dislike' ? null : 'dislike'))}
            >
              <ThumbsDown aria-hidden="true" />
              {t('basic.review.dislikes', { value: f.k(r.dislikes + (vote === 'dislike' ? 1 : 0)) })}
            </Button>
          </CardFooter>
        </Card>
      )}
    </CardQuery>
  );
}
