import { useRef } from 'react';
import { GridStateModule, ModuleRegistry, type GridState } from 'ag-grid-community';
import { AgGridReact, type AgGridReactProps } from 'ag-grid-react';
import { Skeleton } from '@/components/ui/skeleton';
import { contactsGridTheme } from './grid-theme';
import { useGridLocale } from './use-grid-locale';

// getState / initialState: what the reader set up (sort, filters, page, column sizes, selection) outlives a language change.
ModuleRegistry.registerModules([GridStateModule]);

/**
 * AG Grid in the app's theme and language. The grid reads localeText once, when it is created: a skeleton fills the
 * box while the language's texts download, and a language change creates the grid again, starting from the state
 * the old grid was in.
 */
export function ThemedGrid<TData>({ onStateUpdated, initialState, ...props }: Omit<AgGridReactProps<TData>, 'theme' | 'localeText'>) {
  const locale = useGridLocale();
  const lastState = useRef<GridState | undefined>(undefined);
  if (!locale) return <Skeleton className="h-full w-full" />;
  return (
    <AgGridReact<TData>
      key={locale.language}
      theme={contactsGridTheme}
      localeText={locale.localeText}
      // Read when the grid is created (AG Grid ignores later changes), so a new language starts where the old one was.
      initialState={lastState.current ?? initialState}
      // Kept as it changes, not when the old grid goes: a language whose texts are already here makes the new grid in
      // the same render, before the old one is destroyed.
      onStateUpdated={(e) => {
        lastState.current = e.state;
        onStateUpdated?.(e);
      }}
      {...props}
    />
  );
}
