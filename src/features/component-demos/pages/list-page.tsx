import { useState } from 'react';
import { Bell, Check, Cloud, Lock, Mail, MessageSquare, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { List, ListHeader, ListItem } from '@/components/ui/list';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { formatTime } from '@/lib/format';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

const PEOPLE = [
  { name: 'Lila Moss', avatar: 3 },
  { name: 'Omar Haddad', avatar: 6 },
  { name: 'Chen Wei', avatar: 8 },
];

export default function ListPage() {
  const { t, i18n } = useTranslation('component-demos');
  // Clock times the locale's way: 9:30 AM (en), 09:30 (de, fr, pt).
  const at = (hours: number, minutes: number) => formatTime(new Date(2026, 0, 1, hours, minutes), i18n.language);
  const [following, setFollowing] = useState<string[]>([]);
  const [settings, setSettings] = useState({ mail: true, push: false, sync: true });
  const items = ['first', 'second', 'third'] as const;

  return (
    <DemoGrid>
      <DemoCard title={t('list.basic')} code={`<List>\n  <ListItem title="Title" subtitle="Subtitle" />\n</List>`}>
        <List>
          {items.map((k) => (
            <ListItem key={k} title={t(`list.items.${k}`)} subtitle={t('list.subtitle')} />
          ))}
        </List>
      </DemoCard>

      <DemoCard title={t('list.header')} code={`<List>\n  <ListHeader>Group</ListHeader>\n  <ListItem title="…" />\n</List>`}>
        <List>
          <ListHeader>{t('list.today')}</ListHeader>
          <ListItem title={t('list.items.first')} subtitle={at(9, 30)} />
          <ListItem title={t('list.items.second')} subtitle={at(11, 0)} />
          <ListHeader>{t('list.yesterday')}</ListHeader>
          <ListItem title={t('list.items.third')} subtitle={at(16, 45)} />
        </List>
      </DemoCard>

      <DemoCard title={t('list.icon')} code={`<ListItem icon={<Mail />} title="Inbox" />`}>
        <List>
          <ListItem icon={<Mail />} title={t('list.inbox')} subtitle={t('list.inboxText')} action={<Badge>{4}</Badge>} />
          <ListItem
            icon={<MessageSquare />}
            title={t('list.chat')}
            subtitle={t('list.chatText')}
            action={<Badge color="success">{12}</Badge>}
          />
          <ListItem icon={<Bell />} title={t('list.alerts')} subtitle={t('list.alertsText')} />
        </List>
      </DemoCard>

      <DemoCard title={t('list.avatar')} code={`<ListItem avatar={<Avatar src="…" name="Lila Moss" decorative />} title="Lila Moss" />`}>
        <List>
          {PEOPLE.map((p) => (
            <ListItem
              key={p.name}
              avatar={<Avatar src={`/images/avatars/avatar-${p.avatar}.svg`} name={p.name} decorative />}
              title={p.name}
              subtitle={t('list.role')}
            />
          ))}
        </List>
      </DemoCard>

      <DemoCard
        title={t('list.content')}
        description={t('list.contentText')}
        code={`<ListItem title="…" action={<Button size="sm">Follow</Button>} />`}
      >
        <List>
          {PEOPLE.map((p) => {
            const on = following.includes(p.name);
            return (
              <ListItem
                key={p.name}
                avatar={<Avatar src={`/images/avatars/avatar-${p.avatar + 1}.svg`} name={p.name} decorative />}
                title={p.name}
                subtitle={t('list.followers', { count: p.avatar * 120 })}
                action={
                  <>
                    <Button
                      size="sm"
                      variant={on ? 'soft' : 'solid'}
                      aria-pressed={on}
                      onClick={() => setFollowing((f) => (on ? f.filter((x) => x !== p.name) : [...f, p.name]))}
                    >
                      {on ? <Check aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
                      <span className="hidden sm:inline">{on ? t('list.following') : t('list.follow')}</span>
                      <span className="sr-only sm:hidden">{p.name}</span>
                    </Button>
                    <Button
                      size="icon-sm"
                      variant="ghost"
                      color="danger"
                      aria-label={t('list.delete', { name: p.name })}
                      onClick={() => toast(t('list.deleted', { name: p.name }))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                }
              />
            );
          })}
        </List>
        <List className="mt-4 border-t">
          {(
            [
              ['mail', Mail],
              ['push', Bell],
              ['sync', Cloud],
            ] as const
          ).map(([k, Icon]) => (
            <ListItem
              key={k}
              icon={<Icon />}
              title={<label htmlFor={`list-${k}`}>{t(`list.settings.${k}`)}</label>}
              action={<Switch id={`list-${k}`} checked={settings[k]} onCheckedChange={(v) => setSettings((s) => ({ ...s, [k]: v }))} />}
            />
          ))}
          <ListItem
            icon={<Lock />}
            title={t('list.settings.privacy')}
            action={<span className="text-xs text-muted-foreground">{t('list.settings.private')}</span>}
          />
        </List>
      </DemoCard>
    </DemoGrid>
  );
}
