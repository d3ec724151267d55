import type { ReactNode } from 'react';
import { Bell, Camera, Mail, Star, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Tooltip } from '@/components/ui/tooltip';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

const PEOPLE = ['Lila Moss', 'Omar Haddad', 'Chen Wei', 'Ana Souza', 'Jonas Berg', 'Maya Patel', 'Theo Laurent'] as const;
const person = (i: number) => PEOPLE[i % PEOPLE.length] ?? PEOPLE[0];

/** A focusable avatar (with its name as tooltip), the way a user list or mention picker uses it. */
function FocusAvatar({ label, children, badge }: { label: string; children: ReactNode; badge?: ReactNode }) {
  return (
    <Tooltip content={label}>
      <button
        type="button"
        aria-label={label}
        className="relative cursor-pointer rounded-full transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {children}
        {badge}
      </button>
    </Tooltip>
  );
}

function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="absolute -top-1 -end-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-solid px-1 text-[11px] font-semibold text-white ring-2 ring-card">
      {count > 99 ? '99+' : count}
      <span className="sr-only">{label}</span>
    </span>
  );
}

export default function AvatarPage() {
  const { t } = useTranslation('component-demos');
  return (
    <DemoGrid>
      <DemoCard
        title={t('avatar.default')}
        description={t('avatar.defaultText')}
        code={`<Avatar src="/images/avatars/avatar-1.svg" name="Lila Moss" />\n<Avatar name="Omar Haddad" />\n<Avatar name="Guest" icon={<UserRound />} />`}
        contentClassName="flex flex-wrap items-center gap-4"
      >
        <FocusAvatar label={PEOPLE[0]}>
          <Avatar src="/images/avatars/avatar-1.svg" name={PEOPLE[0]} decorative />
        </FocusAvatar>
        <FocusAvatar label={PEOPLE[1]}>
          <Avatar name={PEOPLE[1]} decorative />
        </FocusAvatar>
        <FocusAvatar label={t('avatar.guest')}>
          <Avatar name={t('avatar.guest')} icon={<UserRound />} decorative />
        </FocusAvatar>
      </DemoCard>

      <DemoCard
        title={t('avatar.sizes')}
        code={`<Avatar size="sm" … />\n<Avatar className="size-[72px]" … />`}
        contentClassName="flex flex-wrap items-end gap-4"
      >
        {(['sm', 'md', 'lg'] as const).map((s, i) => (
          <figure key={s} className="flex flex-col items-center gap-1.5">
            <FocusAvatar label={t(`sizes.${s}`)}>
              <Avatar size={s} src={`/images/avatars/avatar-${i + 2}.svg`} name={t(`sizes.${s}`)} decorative />
            </FocusAvatar>
            <figcaption className="text-xs text-muted-foreground" aria-hidden="true">
              {t(`sizes.${s}`)}
            </figcaption>
          </figure>
        ))}
        <figure className="flex flex-col items-center gap-1.5">
          <FocusAvatar label={t('avatar.custom', { px: 72 })}>
            <Avatar className="size-[72px] text-2xl" src="/images/avatars/avatar-5.svg" name={t('avatar.custom', { px: 72 })} decorative />
          </FocusAvatar>
          <figcaption className="text-xs text-muted-foreground" aria-hidden="true">
            {t('avatar.custom', { px: 72 })}
          </figcaption>
        </figure>
      </DemoCard>

      <DemoCard
        title={t('avatar.colors')}
        code={`<Avatar color="success" name="Chen Wei" />`}
        contentClassName="flex flex-wrap items-center gap-3"
      >
        {COLORS.map((c, i) => (
          <FocusAvatar key={c} label={`${person(i)} (${t(`colors.${c}`)})`}>
            <Avatar color={c} name={person(i)} decorative />
          </FocusAvatar>
        ))}
      </DemoCard>

      <DemoCard
        title={t('avatar.icon')}
        code={`<Avatar color="info" name="Mail" icon={<Mail />} />`}
        contentClassName="flex flex-wrap items-center gap-3"
      >
        {[
          { icon: <Mail />, key: 'mail', color: 'primary' },
          { icon: <Bell />, key: 'alerts', color: 'warning' },
          { icon: <Star />, key: 'favourites', color: 'success' },
          { icon: <Camera />, key: 'photos', color: 'info' },
        ].map((a) => (
          <FocusAvatar key={a.key} label={t(`avatar.icons.${a.key}`)}>
            <Avatar color={a.color as 'primary'} name={t(`avatar.icons.${a.key}`)} icon={a.icon} decorative />
          </FocusAvatar>
        ))}
      </DemoCard>

      <DemoCard
        title={t('avatar.badge')}
        description={t('avatar.badgeText')}
        code={`<span className="relative">\n  <Avatar name="Ana Souza" />\n  <span className="absolute -top-1 -end-1 …">5</span>\n</span>`}
        contentClassName="flex flex-wrap items-center gap-5"
      >
        <FocusAvatar label={t('avatar.withCount', { name: PEOPLE[3], count: 5 })} badge={<CountBadge count={5} label="" />}>
          <Avatar src="/images/avatars/avatar-7.svg" name={PEOPLE[3]} decorative />
        </FocusAvatar>
        <FocusAvatar label={t('avatar.withCount', { name: PEOPLE[4], count: 120 })} badge={<CountBadge count={120} label="" />}>
          <Avatar size="lg" name={PEOPLE[4]} color="info" decorative />
        </FocusAvatar>
        <FocusAvatar label={t('avatar.online', { name: PEOPLE[5] })}>
          <Avatar src="/images/avatars/avatar-9.svg" name={PEOPLE[5]} status="online" decorative />
        </FocusAvatar>
        <FocusAvatar label={t('avatar.busy', { name: PEOPLE[6] })}>
          <Avatar size="lg" name={PEOPLE[6]} color="danger" status="do not disturb" decorative />
        </FocusAvatar>
        <div className="flex -space-x-3" role="group" aria-label={t('avatar.group')}>
          {[11, 12, 13].map((n) => (
            <Avatar key={n} src={`/images/avatars/avatar-${n}.svg`} name={person(n)} className="ring-2 ring-card" />
          ))}
          <Avatar
            name={t('avatar.more', { count: 4 })}
            icon={<span className="text-xs">+4</span>}
            className="ring-2 ring-card"
            color="secondary"
          />
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
