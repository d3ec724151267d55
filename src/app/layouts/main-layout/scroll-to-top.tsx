import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@/lib/preferences.store';
import { Button } from '@/components/ui/button';

export function ScrollToTop() {
  const { t } = useTranslation();
  const hidden = usePreferences((s) => s.hideScrollToTop);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 500);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (hidden || !visible) return null;
  return (
    <Button
      size="icon"
      className="fixed end-6 bottom-6 z-40 rounded-full shadow-lg animate-fade-in no-print"
      onClick={() => {
        // The button hides itself at the top: focus goes to the page's content, not to <body>.
        document.getElementById('main-content')?.focus({ preventScroll: true });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
      aria-label={t('shell.scrollToTop')}
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  );
}
