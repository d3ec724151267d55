import { useState } from 'react';
import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/toast';
import { useFocusAfterLoadMore } from '@/hooks/use-focus-after-remove';
import { errorMessage } from '@/lib/api-client';
import { Tooltip } from '@/components/ui/tooltip';
import { safeImageSrc } from '@/lib/safe-url';
import type { Profile } from '../api/profile.contract';
import { useFollow, useVote } from '../api/profile.queries';

export function PhotosCard({ photos }: { photos: Profile['photos'] }) {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('photos.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-3 gap-2">
          {photos.slice(0, 9).map((p) => (
            <li key={p.id}>
              <img src={safeImageSrc(p.src) ?? ''} alt={p.alt} loading="lazy" className="aspect-square w-full rounded-md object-cover" />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function VideosCard({ videos }: { videos: Profile['videos'] }) {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('videos.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {videos.map((v) => (
            <li key={v.id}>
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the demo clip has no audio track; aria-label gives the alt text */}
              <video src={safeImageSrc(v.src) ?? undefined} controls preload="metadata" className="w-full rounded-md" aria-label={v.alt} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function SuggestionsCard({ suggestions }: { suggestions: Profile['suggestions'] }) {
  const { t } = useTranslation('profile');
  const follow = useFollow();
  const [shown, setShown] = useState(3);
  // When the last batch hides Load More, focus moves on to the first newly shown person instead of <body>.
  const refocus = useFocusAfterLoadMore<HTMLUListElement>('button');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('suggestions.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul ref={refocus.container} className="space-y-4">
          {suggestions.slice(0, shown).map((s) => (
            <li key={s.id} className="flex items-center gap-3">
              <Avatar src={s.avatar} name={s.name} decorative />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-[var(--heading)]">{s.name}</p>
                <p className="text-xs text-muted-foreground">{t('suggestions.mutual', { count: s.mutual })}</p>
              </div>
              <Button
                variant={s.following ? 'solid' : 'soft'}
                size="icon-sm"
                aria-pressed={s.following}
                aria-label={t('suggestions.add', { name: s.name })}
                onClick={() =>
                  follow.mutate(
                    { id: s.id, following: !s.following },
                    { onError: (error) => toast.error(t('errors.action'), { description: errorMessage(error) }) },
                  )
                }
              >
                {s.following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
              </Button>
            </li>
          ))}
        </ul>
        {shown < suggestions.length && (
          <Button
            variant="outline"
            size="sm"
            className="mt-4 w-full"
            onClick={(e) => {
              refocus.mark(e.currentTarget);
              setShown((n) => n + 3);
            }}
          >
            {t('loadMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function PollCard({ poll }: { poll: Profile['poll'] }) {
  const { t } = useTranslation('profile');
  const vote = useVote();
  const [choice, setChoice] = useState<string>('');
  const total = poll.options.reduce((sum, o) => sum + o.votes, 0);
  const pct = (v: number) => (total > 0 ? Math.round((v / total) * 100) : 0);
  const voted = poll.voted !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('poll.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p id="poll-question" className="text-sm font-medium">
          {poll.question}
        </p>
        <RadioGroup
          value={voted ? String(poll.voted) : choice}
          onValueChange={setChoice}
          disabled={voted}
          aria-labelledby="poll-question"
          className="space-y-3"
        >
          {poll.options.map((o) => (
            <div key={o.id} className="space-y-1.5">
              <div className="flex items-center justify-between gap-2 text-sm">
                <label className="flex items-center gap-2">
                  <RadioGroupItem value={String(o.id)} />
                  {o.label}
                </label>
                <span className="text-xs text-muted-foreground tabular-nums" data-testid={`poll-pct-${o.id}`}>
                  {pct(o.votes)}%
                </span>
              </div>
              <Progress value={pct(o.votes)} label={t('poll.share', { option: o.label })} />
            </div>
          ))}
        </RadioGroup>
        <div className="flex items-center -space-x-2">
          {poll.voters.slice(0, 6).map((v) => (
            <Tooltip key={v.id} content={v.name}>
              <button type="button" className="rounded-full ring-2 ring-card" aria-label={v.name}>
                <Avatar src={v.avatar} name={v.name} size="sm" decorative />
              </button>
            </Tooltip>
          ))}
          <span className="pl-4 text-xs text-muted-foreground">{t('poll.votes', { count: total })}</span>
        </div>
        <Button
          className="w-full"
          disabled={voted || !choice}
          // Voting disables it ("You voted"): keep the keyboard focus on it instead of dropping it to <body>.
          focusableWhenDisabled
          loading={vote.isPending}
          onClick={() =>
            vote.mutate(Number(choice), {
              onSuccess: () => toast.success(t('poll.thanks')),
              onError: (error) => toast.error(t('errors.action'), { description: errorMessage(error) }),
            })
          }
        >
          {voted ? t('poll.voted') : t('poll.vote')}
        </Button>
      </CardContent>
    </Card>
  );
}
