import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Boxes, Dot, House, Slash, SquareMousePointer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { DemoCard } from '@/components/patterns/demo-card';
import { BRAND_COLORS, TEXT, type DemoColor } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

interface Crumb {
  label: string;
  to?: string;
  icon?: ReactNode;
}

function Trail({
  items,
  label,
  separator,
  color,
  className,
}: {
  items: Crumb[];
  label: string;
  separator?: ReactNode;
  color?: DemoColor;
  className?: string;
}) {
  return (
    <Breadcrumb aria-label={label}>
      <BreadcrumbList className={className}>
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 && <BreadcrumbSeparator>{separator}</BreadcrumbSeparator>}
            <BreadcrumbItem>
              {item.to ? (
                <BreadcrumbLink
                  asChild
                  className={cn(color && TEXT[color], 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring')}
                >
                  <Link to={item.to}>
                    {item.icon}
                    {item.label}
                  </Link>
                </BreadcrumbLink>
              ) : (
                <BreadcrumbPage>
                  {item.icon}
                  {item.label}
                </BreadcrumbPage>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
    </Breadcrumb>
  );
}

export default function BreadcrumbDemoPage() {
  const { t } = useTranslation('component-demos');
  const items: Crumb[] = [
    { label: t('breadcrumb.home'), to: '/dashboard/analytics' },
    { label: t('breadcrumb.components'), to: '/components/alert' },
    { label: t('breadcrumb.current') },
  ];
  const withIcons: Crumb[] = [
    { label: t('breadcrumb.home'), to: '/dashboard/analytics', icon: <House aria-hidden="true" /> },
    { label: t('breadcrumb.components'), to: '/components/alert', icon: <Boxes aria-hidden="true" /> },
    { label: t('breadcrumb.current'), icon: <SquareMousePointer aria-hidden="true" /> },
  ];
  const separators = [
    { key: 'guillemet', node: <span className="text-base leading-none">»</span> },
    { key: 'bullet', node: <Dot /> },
    { key: 'chevron', node: undefined },
    { key: 'slash', node: <Slash /> },
  ];
  return (
    <DemoGrid>
      <DemoCard
        title={t('breadcrumb.default')}
        description={t('breadcrumb.defaultText')}
        code={`<Breadcrumb>\n  <BreadcrumbList>\n    <BreadcrumbItem><BreadcrumbLink asChild><Link to="/">Home</Link></BreadcrumbLink></BreadcrumbItem>\n    <BreadcrumbSeparator />\n    <BreadcrumbItem><BreadcrumbPage>Page</BreadcrumbPage></BreadcrumbItem>\n  </BreadcrumbList>\n</Breadcrumb>`}
      >
        <Trail items={items} label={t('breadcrumb.label', { n: 1 })} />
      </DemoCard>

      <DemoCard title={t('breadcrumb.separators')} code={`<BreadcrumbSeparator>»</BreadcrumbSeparator>`} contentClassName="grid gap-4">
        {separators.map((s, i) => (
          <Trail key={s.key} items={items} separator={s.node} label={t('breadcrumb.label', { n: i + 2 })} />
        ))}
      </DemoCard>

      <DemoCard
        title={t('breadcrumb.colors')}
        code={`<BreadcrumbLink className="text-success-text">…</BreadcrumbLink>`}
        contentClassName="grid gap-4"
      >
        {BRAND_COLORS.map((c, i) => (
          <Trail key={c} items={items} color={c} label={t('breadcrumb.label', { n: i + 6 })} />
        ))}
      </DemoCard>

      <DemoCard
        title={t('breadcrumb.alignment')}
        code={`<BreadcrumbList className="justify-center">…</BreadcrumbList>`}
        contentClassName="grid gap-4"
      >
        {(['justify-start', 'justify-center', 'justify-end'] as const).map((align, i) => (
          <div key={align} className="rounded-md border border-dashed px-3 py-2">
            <Trail items={items} className={align} label={t('breadcrumb.label', { n: i + 11 })} />
          </div>
        ))}
      </DemoCard>

      <DemoCard
        title={t('breadcrumb.icons')}
        description={t('breadcrumb.iconsText')}
        code={`<BreadcrumbLink asChild>\n  <Link to="/"><House aria-hidden="true" />Home</Link>\n</BreadcrumbLink>`}
      >
        <Trail items={withIcons} label={t('breadcrumb.label', { n: 14 })} />
      </DemoCard>
    </DemoGrid>
  );
}
