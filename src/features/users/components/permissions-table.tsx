import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PERMISSION_ACTIONS, PERMISSION_MODULES, type ManagedUser } from '../api/users.contract';

type Permissions = ManagedUser['permissions'];

/** Module × action matrix; read-only on the view page, editable on the edit page. */
export function PermissionsTable({ value, onChange }: { value: Permissions; onChange?: (next: Permissions) => void }) {
  const { t } = useTranslation('users');
  return (
    <div>
      <h2 className="mb-3 flex items-center gap-2 px-5 font-semibold text-[var(--heading)]">
        <Lock className="size-4" aria-hidden="true" /> {t('permissions.title')}
      </h2>
      <Table aria-label={t('permissions.title')}>
        <TableHeader>
          <TableRow>
            <TableHead className="pl-5">{t('permissions.module')}</TableHead>
            {PERMISSION_ACTIONS.map((a) => (
              <TableHead key={a}>{t(`permissions.${a}`)}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {PERMISSION_MODULES.map((m) => (
            <TableRow key={m}>
              <TableCell className="pl-5 font-medium">{t(`permissions.modules.${m}`)}</TableCell>
              {PERMISSION_ACTIONS.map((a) => (
                <TableCell key={a}>
                  <Checkbox
                    checked={value[m][a]}
                    disabled={!onChange}
                    aria-label={t('permissions.cell', { module: t(`permissions.modules.${m}`), action: t(`permissions.${a}`) })}
                    onCheckedChange={(checked) => onChange?.({ ...value, [m]: { ...value[m], [a]: checked === true } })}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
