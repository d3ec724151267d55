import { useId, useState } from 'react';
import { MessageSquare, UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../../api/dashboard.queries';
import { CardQuery } from '../card-query';
import { useFormat } from '../use-format';
import { useDemoAction } from './use-demo-action';

const STATS = ['followers', 'following', 'projects'] as const;
// Known before the data comes: names each card while it loads or fails, so three errors can be told apart.
const ROLES = { 89: 'designer', 58: 'developer', 16: 'manager' } as const;

/** Avatar, name, profession, three stats, two buttons and a profile-completion bar (GET /api/users/{id}). */
export function ProfileCard({ id }: { id: 89 | 58 | 16 }) {
  const { t } = useTranslation('dashboard');
  const query = useProfile(id);
  const f = useFormat();
  const titleId = useId();
  const demo = useDemoAction();
  const [following, setFollowing] = useState(false);
  const skeleton = (
    <CardContent className="flex flex-col items-center gap-3">
      <Skeleton className="size-24 rounded-full" />
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-12 w-full" />
    </CardContent>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={t(`basic.profile.roles.${ROLES[id]}`)}>
      {(p) => (
        <Card aria-labelledby={titleId}>
          <CardContent className="flex flex-col items-center text-center">
            <Avatar src={p.avatar} name={p.name} size="xl" decorative />
            <CardTitle id={titleId} className="mt-4 text-lg">
              {p.name}
            </CardTitle>
            <p className="text-sm text-muted-foreground">{p.profession}</p>
            <dl className="my-5 grid w-full grid-cols-3 gap-2">
              {STATS.map((s) => (
                <div key={s} className="flex flex-col-reverse">
                  <dt className="text-xs text-muted-foreground">{t(`basic.profile.${s}`)}</dt>
                  <dd className="font-bold text-[var(--heading)]">{f.k(p.stats[s])}</dd>
                </div>
              ))}
            </dl>
            <div className="flex w-full flex-wrap justify-center gap-2">
              <Button size="sm" variant={following ? 'soft' : 'solid'} aria-pressed={following} onClick={() => setFollowing((v) => !v)}>
                {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
                {following ? t('basic.profile.followingButton') : t('basic.profile.follow')}
              </Button>
              <Button size="sm" variant="outline" onClick={demo(t('basic.profile.message'))}>
                <MessageSquare aria-hidden="true" />
                {t('basic.profile.message')}
              </Button>
            </div>
            <div className="mt-5 w-full text-start">
              <p className="mb-2 flex justify-between text-xs text-muted-foreground">
                <span>{t('basic.profile.completion')}</span>
                <span>{f.pct(p.progress)}</span>
              </p>
              <Progress value={p.progress} color="primary" height={4} label={t('basic.profile.completion')} />
            </div>
          </CardContent>
        </Card>
      )}
    </CardQuery>
  );
}
