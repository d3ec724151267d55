import { BadgeCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { safeHref } from '@/lib/safe-url';
import type { Profile } from '../api/profile.contract';
import { useStarPage } from '../api/profile.queries';
import { feedTime } from './when';

export function AboutCard({ user }: { user: Profile['user'] }) {
  const { t, i18n } = useTranslation('profile');
  const website = safeHref(user.website);
  const rows: [string, React.ReactNode][] = [
    [t('about.joined'), formatDate(user.joined, i18n.language, 'long')],
    [t('about.lives'), user.lives],
    [t('about.email'), <span className="break-all">{user.email}</span>],
    [
      t('about.website'),
      website ? (
        <a href={website} target="_blank" rel="noopener noreferrer" className="break-all text-primary-text hover:underline">
          {user.website}
        </a>
      ) : (
        user.website
      ),
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('about.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>{user.bio}</p>
        <dl className="space-y-3">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className="font-semibold text-[var(--heading)]">{k}</dt>
              <dd className="text-muted-foreground">{v}</dd>
            </div>
          ))}
        </dl>
        <ul className="flex flex-wrap gap-2" aria-label={t('about.socials')}>
          {user.socials.map((s) => {
            const href = safeHref(s.url);
            return href ? (
              <li key={s.network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full bg-primary-soft px-3 py-1 text-xs font-medium text-primary-text hover:bg-primary/20"
                >
                  {t(`social.${s.network}`)}
                </a>
              </li>
            ) : null;
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Page types the demo server sends, as translation keys; any other type is shown as sent. */
const PAGE_TYPES: Record<string, 'pages.types.company' | 'pages.types.beautyStore'> = {
  Company: 'pages.types.company',
  'Beauty Store': 'pages.types.beautyStore',
};

export function SuggestedPagesCard({ pages }: { pages: Profile['suggestedPages'] }) {
  const { t } = useTranslation('profile');
  const star = useStarPage();
  const pageType = (type: string) => {
    const key = PAGE_TYPES[type];
    return key ? t(key) : type;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('pages.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {pages.map((p) => (
            <li key={p.id} className="flex items-center gap-3">
              <Avatar src={p.avatar} name={p.name} decorative />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-[var(--heading)]">{p.name}</p>
                <p className="text-xs text-muted-foreground">{pageType(p.type)}</p>
              </div>
              <Button
                variant="ghost"
                color={p.starred ? 'warning' : 'secondary'}
                size="icon-sm"
                aria-pressed={p.starred}
                aria-label={t('pages.star', { name: p.name })}
                onClick={() =>
                  star.mutate(
                    { id: p.id, starred: !p.starred },
                    { onError: (error) => toast.error(t('errors.action'), { description: errorMessage(error) }) },
                  )
                }
              >
                <Star className={p.starred ? 'fill-current' : undefined} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function FeedsCard({ feeds }: { feeds: Profile['feeds'] }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('feeds.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-5">
          {feeds.map((f) => (
            <li key={f.id} className="flex gap-3">
              <Avatar src={f.avatar} name={f.author} size="sm" decorative />
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-1">
                  <span className="font-medium text-[var(--heading)]">{f.author}</span>
                  {f.verified && <BadgeCheck className="size-4 text-info-text" aria-label={t('feeds.verified')} role="img" />}
                  <span className="text-xs text-muted-foreground">{f.handle}</span>
                </p>
                <p className="mt-1 break-words">{f.text}</p>
                <p className="mt-1 flex flex-wrap gap-1 text-xs text-primary-text">
                  {f.tags.map((tag) => (
                    <span key={tag}>#{tag}</span>
                  ))}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">{feedTime(f.time, i18n.language)}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
