import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function Footer({ sticky }: { sticky: boolean }) {
  const { t } = useTranslation();
  return (
    <footer
      className={cn(
        'border-t bg-card/80 px-4 py-4 text-sm text-muted-foreground backdrop-blur md:px-6 no-print',
        sticky && 'sticky bottom-0 z-20',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* dir="auto": an English sentence in the RTL layout keeps its punctuation in place. */}
        <p dir="auto">
          © {new Date().getFullYear()} Tessera. {t('footer.rights')}
        </p>
        <p className="hidden items-center gap-1 sm:flex">
          {t('footer.madeWith')} <Heart className="size-4 fill-danger text-danger" aria-label={t('footer.love')} />
        </p>
      </div>
    </footer>
  );
}
