import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/components/ui/button';

interface SystemPageProps {
  code?: string;
  illustration: ReactNode;
  title: string;
  text: string;
  tone?: 'primary' | 'danger' | 'warning';
  children?: ReactNode;
}

const tones = {
  primary: 'from-primary/25 to-info/10 text-primary-text',
  danger: 'from-danger/25 to-warning/10 text-danger-text',
  warning: 'from-warning/30 to-danger/10 text-warning-text',
};

/** The shared frame of the full-page system screens: illustration, message, a way back home. */
export function SystemPage({ code, illustration, title, text, tone = 'primary', children }: SystemPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center p-4 sm:p-8">
      <div className="w-full max-w-xl rounded-2xl border bg-card/95 p-8 text-center shadow-card backdrop-blur sm:p-12 animate-slide-up">
        <div className={cn('mx-auto mb-6 flex size-36 items-center justify-center rounded-full bg-gradient-to-br sm:size-44', tones[tone])}>
          {illustration}
        </div>
        {code && <p className="mb-1 text-6xl font-extrabold tracking-tight text-[var(--heading)] sm:text-7xl">{code}</p>}
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-md text-muted-foreground">{text}</p>
        {children}
        <Link to="/" className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}>
          <Home aria-hidden="true" /> {t('actions.backHome')}
        </Link>
      </div>
    </div>
  );
}
