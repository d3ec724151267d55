import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { Skeleton } from '@/components/ui/skeleton';
import { contactsGridTheme } from './grid-theme';
import { useGridLocale } from './use-grid-locale';

/**
 * AG Grid in the app's theme and language. The grid reads localeText once, when it is created: a skeleton fills the
 * box while the language's texts download, and a language change creates the grid again.
 */
export function ThemedGrid<TData>(props: Omit<AgGridReactProps<TData>, 'theme' | 'localeText'>) {
  const locale = useGridLocale();
  if (!locale) return <Skeleton className="h-full w-full" />;
  return <AgGridReact<TData> key={locale.language} theme={contactsGridTheme} localeText={locale.localeText} {...props} />;
}
