import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** The knowledge-base pages' empty search: what happened and a way out (`onClear` empties the search box). */
export function KbNoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('help-center');
  return (
    <Card>
      <EmptyState
        icon={<SearchX />}
        title={t('kb.noResults')}
        description={t('kb.noResultsText')}
        action={
          <Button variant="soft" onClick={onClear}>
            {t('kb.clearSearch')}
          </Button>
        }
      />
    </Card>
  );
}
