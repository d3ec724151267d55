import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthIllustration } from './auth-illustration';
import { BrandMark } from './brand-mark';

interface AuthShellProps {
  icon: LucideIcon;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Rendered above the title (e.g. the locked user's avatar). */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every auth page: a branded illustration panel (large screens) beside the form column.
 * On phones the form is a single centred card.
 */
export function AuthShell({ icon, title, subtitle, header, children }: AuthShellProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-1">
      <aside className="relative hidden flex-1 flex-col overflow-hidden p-10 lg:flex xl:p-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(40rem_30rem_at_20%_20%,var(--primary-soft),transparent_70%),radial-gradient(30rem_24rem_at_90%_90%,var(--info-soft),transparent_70%)]"
        />
        <div className="relative">
          <BrandMark />
        </div>
        <div className="relative flex flex-1 items-center justify-center py-10">
          <AuthIllustration icon={icon} />
        </div>
        <div className="relative max-w-lg">
          <p className="text-2xl font-semibold text-[var(--heading)]">{t('brand.headline')}</p>
          <p className="mt-2 text-muted-foreground">{t('brand.text')}</p>
        </div>
      </aside>
      <div className="flex w-full items-center justify-center px-4 py-8 sm:px-8 lg:w-[min(520px,42vw)] lg:shrink-0 lg:border-l lg:bg-card">
        <div className="w-full max-w-[420px] animate-slide-up rounded-2xl border bg-card p-6 shadow-card sm:p-8 lg:rounded-none lg:border-0 lg:p-2 lg:shadow-none">
          <div className="mb-6 lg:hidden">
            <BrandMark />
          </div>
          {header}
          <h1 className="text-2xl font-semibold text-[var(--heading)]">{title}</h1>
          {subtitle && <p className="mt-1.5 text-muted-foreground">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
