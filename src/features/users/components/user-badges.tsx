import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { UserStatus } from '../api/users.contract';

const STATUS_COLOR = { active: 'success', blocked: 'danger', deactivated: 'warning' } as const;

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return <Badge color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Badge>;
}
