import { Link } from 'react-router';
import { Lock, LockOpen, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { can, type Role } from '@/lib/access';
import { useRole, useSession } from '@/lib/session/session.store';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';
import { RadioChoices } from '../components/radio-choices';

const ARTICLES = [
  { key: 'one', rule: 'editor' },
  { key: 'two', rule: 'editor' },
  { key: 'three', rule: 'admin' },
  { key: 'four', rule: 'editor' },
] as const;

export default function AccessControlPage() {
  const { t } = useTranslation('extensions');
  const role = useRole();
  const setRole = useSession((s) => s.setRole);
  const isAdmin = can(role, 'admin');
  const roleName = role ? t(`access.roles.${role}`) : t('access.noRole');

  return (
    <DemoGrid>
      <DemoCard
        title={t('access.role.title')}
        description={t('access.role.text')}
        code={`const role = useRole();\nconst setRole = useSession((s) => s.setRole);\n\n<RadioGroup value={role} onValueChange={setRole}>…</RadioGroup>`}
        contentClassName="grid gap-4"
      >
        <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('access.role.current')}
          <Badge color={isAdmin ? 'primary' : 'info'} data-testid="current-role">
            {roleName}
          </Badge>
        </p>
        <RadioChoices<Role>
          label={t('access.role.choose')}
          value={role ?? 'editor'}
          onChange={setRole}
          choices={[
            { value: 'editor', label: t('access.roles.editor') },
            { value: 'admin', label: t('access.roles.admin') },
          ]}
        />
        <p className="text-xs text-muted-foreground">{t('access.role.hint')}</p>
      </DemoCard>

      <DemoCard
        title={t('access.buttons.title')}
        description={t('access.buttons.text')}
        code={`<Button>Editor and admin</Button>\n{can(role, 'admin') && <Button>Only admin</Button>}`}
      >
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => toast.success(t('access.buttons.clicked', { name: t('access.buttons.everyone') }))}>
            {t('access.buttons.everyone')}
          </Button>
          {isAdmin && (
            <Button color="danger" onClick={() => toast.success(t('access.buttons.clicked', { name: t('access.buttons.admin') }))}>
              <ShieldCheck aria-hidden="true" />
              {t('access.buttons.admin')}
            </Button>
          )}
        </div>
      </DemoCard>

      <DemoCard
        title={t('access.collapse.title')}
        description={t('access.collapse.text')}
        code={`{articles.filter((a) => can(role, a.rule)).map((a) => (\n  <AccordionItem key={a.key} value={a.key}>…</AccordionItem>\n))}`}
      >
        <Accordion type="single" collapsible defaultValue="one" className="rounded-lg border px-4">
          {ARTICLES.filter((a) => can(role, a.rule)).map((a) => (
            <AccordionItem key={a.key} value={a.key}>
              <AccordionTrigger>
                <span className="flex items-center gap-2">
                  {t(`access.collapse.articles.${a.key}.title`)}
                  {a.rule === 'admin' && <Badge color="danger">{t('access.roles.admin')}</Badge>}
                </span>
              </AccordionTrigger>
              <AccordionContent>{t(`access.collapse.articles.${a.key}.body`)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </DemoCard>

      <DemoCard
        title={t('access.route.title')}
        description={t('access.route.text')}
        code={`{ path: '/dashboard/ecommerce', rule: 'admin', … }\n\n<Button asChild color={can(role, 'admin') ? 'success' : 'danger'}>\n  <Link to="/dashboard/ecommerce">eCommerce</Link>\n</Button>`}
        contentClassName="grid gap-3 justify-items-start"
      >
        <Button asChild color={isAdmin ? 'success' : 'danger'}>
          <Link to="/dashboard/ecommerce">
            {isAdmin ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {t('access.route.link')}
          </Link>
        </Button>
        <p className={isAdmin ? 'text-sm text-success-text' : 'text-sm text-danger-text'}>
          {isAdmin ? t('access.route.allowed') : t('access.route.denied')}
        </p>
      </DemoCard>
    </DemoGrid>
  );
}
