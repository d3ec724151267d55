import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { BRAND_COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';
import { DemoNavbar, type NavbarType } from '../components/demo-navbar';

const TYPES: NavbarType[] = ['flat', 'fund', 'border', 'gradient', 'shadow'];

export default function NavbarPage() {
  const { t } = useTranslation('component-demos');
  const items = [t('navbar.items.home'), t('navbar.items.news'), t('navbar.items.pricing'), t('navbar.items.contact')];
  return (
    <DemoGrid className="xl:grid-cols-1">
      <DemoCard
        title={t('navbar.default')}
        description={t('navbar.defaultText')}
        code={`<nav aria-label="Site">\n  <a href="/" aria-current="page">Home</a>\n  …\n</nav>`}
      >
        <DemoNavbar label={t('navbar.sample', { n: 1 })} items={items} />
      </DemoCard>

      <DemoCard title={t('navbar.colors')} code={`<DemoNavbar color="success" items={items} />`} contentClassName="grid gap-3">
        {BRAND_COLORS.map((c, i) => (
          <DemoNavbar key={c} color={c} label={t('navbar.sample', { n: i + 2 })} items={items} />
        ))}
      </DemoCard>

      <DemoCard
        title={t('navbar.input')}
        description={t('navbar.inputText')}
        code={`<DemoNavbar search items={items} />`}
        contentClassName="grid gap-3"
      >
        <DemoNavbar search label={t('navbar.sample', { n: 7 })} items={items} />
        <DemoNavbar search color="primary" label={t('navbar.sample', { n: 8 })} items={items} />
      </DemoCard>

      <DemoCard title={t('navbar.type')} code={`<DemoNavbar type="gradient" items={items} />`} contentClassName="grid gap-4">
        {TYPES.map((type, i) => (
          <div key={type} className="grid gap-1.5">
            <span className="text-xs font-medium text-muted-foreground">{t(`navbar.types.${type}`)}</span>
            <DemoNavbar type={type} color={type === 'fund' ? 'dark' : undefined} label={t('navbar.sample', { n: i + 9 })} items={items} />
          </div>
        ))}
      </DemoCard>

      <DemoCard
        title={t('navbar.collapse')}
        description={t('navbar.collapseText')}
        code={`<div className="@container">\n  <ul className="hidden @xl:flex">…</ul>\n  <button className="@xl:hidden" aria-expanded={open}>☰</button>\n</div>`}
      >
        <div className="max-w-sm">
          <DemoNavbar search label={t('navbar.sample', { n: 14 })} items={items} />
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
