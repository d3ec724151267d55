import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertTriangle, RotateCw, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Shown when a page throws or its chunk fails to load: never a white screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk =
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /dynamically imported module|Importing a module script failed/i.test(error.message));
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (error && !chunk) console.warn('Route error:', error);
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger-text">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl">{chunk ? t('errors.chunkTitle') : t('errors.pageTitle')}</h1>
      <p className="max-w-md text-muted-foreground">{chunk ? t('errors.chunkText') : status ? `${status}` : t('errors.pageText')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" /> {t('actions.reload')}
        </Button>
        <Button variant="outline" color="secondary" onClick={() => window.location.assign('/')}>
          <Home aria-hidden="true" /> {t('actions.backHome')}
        </Button>
      </div>
    </div>
  );
}
