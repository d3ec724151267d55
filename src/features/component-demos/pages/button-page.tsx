import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Heart, Plus, Save, Send, Settings, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS, type DemoColor } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';
import '../components/ripple.css';

const GRADIENT: Record<DemoColor, string> = {
  primary: 'from-primary-solid to-info-solid',
  secondary: 'from-secondary-solid to-dark-solid',
  success: 'from-success-solid to-primary-solid',
  danger: 'from-danger-solid to-warning-solid',
  warning: 'from-warning-solid to-danger-solid',
  info: 'from-info-solid to-primary-solid',
  dark: 'from-dark-solid to-secondary-solid',
};
const row = 'flex flex-wrap items-center gap-3';

export default function ButtonPage() {
  const { t } = useTranslation('component-demos');
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const clicked = (label: string) => toast(t('button.clicked', { label }));
  const startLoading = () => {
    setLoading(true);
    timer.current = setTimeout(() => setLoading(false), 2500);
  };
  const c = (color: DemoColor) => t(`colors.${color}`);

  return (
    <DemoGrid>
      <DemoCard
        title={t('button.filled')}
        description={t('button.filledText')}
        code={`<Button color="success">Success</Button>`}
        contentClassName={row}
      >
        {COLORS.map((color) => (
          <Button key={color} color={color} className="demo-ripple" onClick={() => clicked(c(color))}>
            {c(color)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard title={t('button.border')} code={`<Button variant="outline" color="danger">Danger</Button>`} contentClassName={row}>
        {COLORS.map((color) => (
          <Button key={color} variant="outline" color={color} className="demo-ripple" onClick={() => clicked(c(color))}>
            {c(color)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard title={t('button.flat')} code={`<Button variant="soft" color="info">Info</Button>`} contentClassName={row}>
        {COLORS.map((color) => (
          <Button key={color} variant="soft" color={color} className="demo-ripple" onClick={() => clicked(c(color))}>
            {c(color)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('button.lineDown')}
        code={`<Button variant="ghost" className="rounded-none border-b-2 border-current">…</Button>`}
        contentClassName={row}
      >
        {COLORS.map((color) => (
          <Button
            key={color}
            variant="ghost"
            color={color}
            className="demo-ripple rounded-none rounded-t-md border-b-2 border-current/40 hover:border-current"
            onClick={() => clicked(c(color))}
          >
            {c(color)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('button.gradient')}
        code={`<Button className="bg-linear-to-r from-primary-solid to-info-solid">…</Button>`}
        contentClassName={row}
      >
        {COLORS.map((color) => (
          <Button
            key={color}
            color={color}
            className={cn('demo-ripple bg-linear-to-r hover:brightness-110', GRADIENT[color])}
            onClick={() => clicked(c(color))}
          >
            {c(color)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('button.relief')}
        code={`<Button className="shadow-[inset_0_-3px_0_rgb(0_0_0/0.25)] active:translate-y-[3px]">…</Button>`}
        contentClassName={row}
      >
        {COLORS.map((color) => (
          <Button
            key={color}
            color={color}
            className="demo-ripple shadow-[inset_0_-3px_0_0_rgb(0_0_0/0.28)] hover:shadow-[inset_0_-3px_0_0_rgb(0_0_0/0.28)] active:translate-y-[3px] active:shadow-none"
            onClick={() => clicked(c(color))}
          >
            {c(color)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard title={t('button.text')} code={`<Button variant="ghost" color="warning">Warning</Button>`} contentClassName={row}>
        {COLORS.map((color) => (
          <Button key={color} variant="ghost" color={color} className="demo-ripple" onClick={() => clicked(c(color))}>
            {c(color)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('button.sizes')}
        code={`<Button size="sm">Small</Button>\n<Button size="lg">Large</Button>`}
        contentClassName={row}
      >
        {(['sm', 'md', 'lg'] as const).map((s) => (
          <Button key={s} size={s} className="demo-ripple" onClick={() => clicked(t(`sizes.${s}`))}>
            {t(`sizes.${s}`)}
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('button.icon')}
        code={`<Button><Plus aria-hidden="true" />Add</Button>\n<Button>Next<ArrowRight aria-hidden="true" /></Button>`}
        contentClassName={row}
      >
        <Button className="demo-ripple" onClick={() => clicked(t('button.add'))}>
          <Plus aria-hidden="true" />
          {t('button.add')}
        </Button>
        <Button variant="outline" color="danger" className="demo-ripple" onClick={() => clicked(t('button.delete'))}>
          <Trash2 aria-hidden="true" />
          {t('button.delete')}
        </Button>
        <Button variant="soft" color="success" className="demo-ripple" onClick={() => clicked(t('button.send'))}>
          {t('button.send')}
          <Send aria-hidden="true" />
        </Button>
        <Button color="info" className="demo-ripple" onClick={() => clicked(t('button.next'))}>
          {t('button.next')}
          <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </DemoCard>

      <DemoCard
        title={t('button.iconOnly')}
        description={t('button.iconOnlyText')}
        code={`<Button size="icon" className="rounded-full" aria-label="Like">\n  <Heart aria-hidden="true" />\n</Button>`}
        contentClassName={row}
      >
        {(
          [
            ['like', Heart, 'danger', 'rounded-full'],
            ['settings', Settings, 'primary', 'rounded-full'],
            ['add', Plus, 'success', ''],
            ['delete', Trash2, 'warning', ''],
          ] as const
        ).map(([key, Icon, color, shape], i) => (
          <Button
            key={key}
            size="icon"
            color={color}
            variant={i % 2 ? 'soft' : 'solid'}
            className={cn('demo-ripple', shape)}
            aria-label={t(`button.${key}`)}
            onClick={() => clicked(t(`button.${key}`))}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </DemoCard>

      <DemoCard
        title={t('button.links')}
        description={t('button.linksText')}
        code={`<Button asChild><a href="/pages/faq">Link</a></Button>\n<Button asChild><Link to="/components/chip">Router link</Link></Button>`}
        contentClassName={row}
      >
        <Button asChild variant="outline" className="demo-ripple">
          <a href="/pages/faq">{t('button.link')}</a>
        </Button>
        <Button asChild className="demo-ripple">
          <Link to="/components/button-group">
            {t('button.routerLink')}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="link">
          <Link to="/components/chip">{t('button.textLink')}</Link>
        </Button>
      </DemoCard>

      <DemoCard
        title={t('button.loading')}
        description={t('button.loadingText')}
        code={`<Button loading={saving}>\n  {!saving && <Save aria-hidden="true" />}\n  Save\n</Button>`}
        contentClassName={row}
      >
        <Button loading={loading} className="demo-ripple" onClick={startLoading}>
          {!loading && <Save aria-hidden="true" />}
          {loading ? t('button.saving') : t('button.save')}
        </Button>
        <Button variant="outline" loading={loading} onClick={startLoading}>
          {loading ? t('button.saving') : t('button.save')}
        </Button>
      </DemoCard>
    </DemoGrid>
  );
}
