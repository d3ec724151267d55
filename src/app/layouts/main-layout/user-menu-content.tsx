import { CheckSquare, Heart, LogIn, LogOut, Mail, Map as MapIcon, MessageSquare, ShieldCheck, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@/lib/access';
import { useActiveUser, useIsAuthenticated, useSession } from '@/lib/session/session.store';
import { signOut } from '@/lib/session/sign-out';
import { useWidthClass } from '@/hooks/use-width-class';
import type { LazyTriggerState } from '@/components/ui/lazy-overlay';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  LazyDropdownMenu,
} from '@/components/ui/dropdown-menu';
import { useTour } from './tour.store';

const LINKS = [
  { to: '/pages/profile', icon: User, key: 'profile' },
  { to: '/apps/email/inbox', icon: Mail, key: 'email' },
  { to: '/apps/todo/all', icon: CheckSquare, key: 'todo' },
  { to: '/apps/chat', icon: MessageSquare, key: 'chat' },
  { to: '/apps/eCommerce/wish-list', icon: Heart, key: 'wishList' },
] as const;

/** The user menu, loaded on first use by UserMenu (user-menu.tsx). */
export default function UserMenuContent({ lazy }: { lazy: LazyTriggerState }) {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('nav');
  const user = useActiveUser();
  const authenticated = useIsAuthenticated();
  const setRole = useSession((s) => s.setRole);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const desktop = useWidthClass() === 'xl';

  const logout = () => {
    signOut(queryClient);
    navigate('/');
  };

  return (
    <LazyDropdownMenu lazy={lazy}>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="text-foreground">
          <span className="block truncate text-sm">{user.displayName}</span>
          <span className="block truncate font-normal text-muted-foreground">{user.email ?? t('shell.available')}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {LINKS.map(({ to, icon: Icon, key }) => (
          <DropdownMenuItem key={to} onSelect={() => navigate(to)}>
            <Icon aria-hidden="true" /> {tn(key)}
          </DropdownMenuItem>
        ))}
        {desktop && (
          <DropdownMenuItem onSelect={() => window.setTimeout(() => useTour.getState().start(), 150)}>
            <MapIcon aria-hidden="true" /> {t('overlays:tour.take')}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="flex items-center gap-1.5">
          <ShieldCheck className="size-3.5" aria-hidden="true" /> {t('shell.viewAs')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={user.userRole ?? ''} onValueChange={(v) => setRole(v as (typeof ROLES)[number])}>
          {ROLES.map((role) => (
            <DropdownMenuRadioItem key={role} value={role}>
              {t(`roles.${role}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {authenticated ? (
          <DropdownMenuItem
            onSelect={logout}
            className="text-danger-text data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger-text"
          >
            <LogOut aria-hidden="true" /> {t('shell.logout')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => navigate('/pages/login')}>
            <LogIn aria-hidden="true" /> {t('shell.login')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </LazyDropdownMenu>
  );
}
