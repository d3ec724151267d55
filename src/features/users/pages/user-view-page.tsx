import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { ManagedUser } from '../api/users.contract';
import { useDeleteUserFlow } from '../components/delete-user';
import { PermissionsTable } from '../components/permissions-table';
import { UserAvatar } from '../components/user-avatar';
import { UserStatusBadge } from '../components/user-badges';
import { DetailRow, UserInformation, UserSocial } from '../components/user-details';
import { WithUser } from '../components/user-page-state';

function UserView({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const deleteFlow = useDeleteUserFlow(() => void navigate('/apps/user/user-list'));
  return (
    <div className="grid min-w-0 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('view.account')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6 sm:flex-row">
          <UserAvatar src={user.avatar} name={user.name} size="xl" className="size-28 rounded-lg" />
          <dl className="grid min-w-0 flex-1 gap-x-8 lg:grid-cols-2">
            <DetailRow label={t('fields.username')}>{user.username}</DetailRow>
            <DetailRow label={t('fields.name')}>{user.name}</DetailRow>
            <DetailRow label={t('fields.email')}>{user.email}</DetailRow>
            <DetailRow label={t('fields.status')}>
              <UserStatusBadge status={user.status} />
            </DetailRow>
            <DetailRow label={t('fields.role')}>
              <Badge color="secondary">{t(`roles.${user.role}`)}</Badge>
            </DetailRow>
            <DetailRow label={t('fields.company')}>{user.company}</DetailRow>
          </dl>
        </CardContent>
        <CardContent className="flex flex-wrap gap-3 pt-0">
          <Button asChild>
            <Link to={`/apps/user/user-edit/${user.id}`}>
              <Pencil aria-hidden="true" /> {t('common:actions.edit')}
            </Link>
          </Button>
          <Button variant="outline" color="danger" onClick={() => deleteFlow.ask(user)}>
            <Trash2 aria-hidden="true" /> {t('common:actions.delete')}
          </Button>
        </CardContent>
      </Card>
      <div className="grid min-w-0 gap-6 md:grid-cols-2">
        <UserInformation user={user} />
        <UserSocial user={user} />
      </div>
      <Card className="min-w-0 overflow-hidden pt-5">
        <PermissionsTable value={user.permissions} />
      </Card>
      {deleteFlow.dialog}
    </div>
  );
}

export default function UserViewPage() {
  return <WithUser>{(user) => <UserView user={user} />}</WithUser>;
}
