import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DEPARTMENTS, USER_ROLES, USER_STATUSES } from '../api/users.contract';
import type { useListParams } from './use-list-params';

type Params = ReturnType<typeof useListParams>;

export function UserFilters({ params }: { params: Params }) {
  const { t } = useTranslation('users');
  const filters = [
    { key: 'role', label: t('filters.role'), value: params.role, options: USER_ROLES.map((v) => [v, t(`roles.${v}`)] as const) },
    { key: 'status', label: t('filters.status'), value: params.status, options: USER_STATUSES.map((v) => [v, t(`status.${v}`)] as const) },
    {
      key: 'verified',
      label: t('filters.verified'),
      value: params.verified,
      options: [
        ['yes', t('verified.yes')],
        ['no', t('verified.no')],
      ] as const,
    },
    {
      key: 'department',
      label: t('filters.department'),
      value: params.department,
      options: DEPARTMENTS.map((v) => [v, t(`departments.${v}`)] as const),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('filters.title')}</CardTitle>
        <Button
          variant="ghost"
          color="secondary"
          size="icon-sm"
          aria-label={t('filters.reset')}
          title={t('filters.reset')}
          onClick={() => params.update({ role: null, status: null, verified: null, department: null })}
        >
          <RotateCcw aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {filters.map((f) => (
          <div key={f.key} className="grid gap-1.5">
            <Label htmlFor={`user-filter-${f.key}`}>{f.label}</Label>
            <Select value={f.value} onValueChange={(v) => params.update({ [f.key]: v })}>
              <SelectTrigger id={`user-filter-${f.key}`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">{t('filters.all')}</SelectItem>
                {f.options.map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
