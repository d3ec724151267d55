import { useId, useRef, useState, type ReactNode } from 'react';
import { Menu, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';
import type { DemoColor } from './demo-colors';

export type NavbarType = 'flat' | 'fund' | 'border' | 'gradient' | 'shadow';

const FUND: Record<DemoColor, string> = {
  primary: 'bg-primary-solid text-white',
  secondary: 'bg-secondary-solid text-white',
  success: 'bg-success-solid text-white',
  danger: 'bg-danger-solid text-white',
  warning: 'bg-warning-solid text-white',
  info: 'bg-info-solid text-white',
  dark: 'bg-dark-solid text-white',
};

const TYPES: Record<NavbarType, string> = {
  flat: 'bg-muted/70',
  fund: '',
  border: 'border-b-2 border-primary bg-card',
  gradient: 'bg-linear-to-r from-primary-solid to-info-solid text-white',
  shadow: 'bg-card shadow-lg',
};

export interface DemoNavbarProps {
  label: string;
  items: string[];
  color?: DemoColor;
  type?: NavbarType;
  search?: boolean;
  brand?: ReactNode;
}

/** An in-page navbar sample (not the app's navbar): links collapse behind ☰ when its container is narrow. */
export function DemoNavbar({ label, items, color, type = 'flat', search = false, brand }: DemoNavbarProps) {
  const { t } = useTranslation('component-demos');
  const [active, setActive] = useState(items[0]);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // The folded menu leaves the page when it closes: a pick or Esc from inside it hands focus back to ☰.
  const fold = (from: EventTarget) => {
    setOpen(false);
    if (from instanceof Node && document.getElementById(menuId)?.contains(from)) toggle.current?.focus();
  };
  const filled = Boolean(color) || type === 'gradient';
  const surface = color ? FUND[color] : TYPES[type];
  const link = (item: string, stacked = false) => (
    <li key={item}>
      <a
        href={`#${item.toLowerCase().replace(/\s+/g, '-')}`}
        aria-current={active === item ? 'page' : undefined}
        onClick={(e) => {
          e.preventDefault();
          setActive(item);
          fold(e.currentTarget);
        }}
        className={cn(
          'block rounded-md px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2',
          filled ? 'focus-visible:outline-white hover:bg-black/15' : 'focus-visible:outline-ring hover:bg-muted hover:text-primary-text',
          active === item && (filled ? 'bg-black/25' : 'bg-primary-solid text-white hover:bg-primary-solid hover:text-white'),
          stacked && 'py-2',
        )}
      >
        {item}
      </a>
    </li>
  );
  return (
    <div className="@container">
      <nav aria-label={label} className={cn('rounded-lg', surface)}>
        <div className="flex items-center gap-3 px-3 py-2">
          <span className="text-sm font-bold">{brand ?? 'Tessera'}</span>
          <ul className="hidden flex-1 items-center gap-1 @xl:flex">{items.map((i) => link(i))}</ul>
          {search && (
            <InputGroup
              className={cn(
                'ms-auto hidden h-8 w-44 @xl:flex',
                filled && 'border-white/50 bg-black/15 text-inherit [&_input]:placeholder:text-white [&_svg]:text-white',
              )}
            >
              <InputGroupAddon>
                <Search aria-hidden="true" />
              </InputGroupAddon>
              <InputGroupInput
                type="search"
                aria-label={t('navbar.search')}
                placeholder={t('navbar.search')}
                className={cn(filled && 'text-white')}
              />
            </InputGroup>
          )}
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('navbar.closeMenu') : t('navbar.openMenu')}
            onClick={() => setOpen((o) => !o)}
            className={cn(
              'ms-auto flex size-8 cursor-pointer items-center justify-center rounded-md transition focus-visible:outline-2 focus-visible:outline-offset-2 @xl:hidden [&_svg]:size-5',
              filled ? 'hover:bg-black/15 focus-visible:outline-white' : 'hover:bg-muted focus-visible:outline-ring',
            )}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
        {open && (
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Esc folds the open menu (APG disclosure navigation)
          <div
            id={menuId}
            onKeyDown={(e) => e.key === 'Escape' && fold(e.target)}
            className={cn('grid gap-2 border-t px-3 py-2 @xl:hidden', filled && 'border-white/20')}
          >
            <ul className="grid gap-0.5">{items.map((i) => link(i, true))}</ul>
            {search && (
              <InputGroup className="h-8">
                <InputGroupAddon>
                  <Search aria-hidden="true" />
                </InputGroupAddon>
                <InputGroupInput type="search" aria-label={t('navbar.search')} placeholder={t('navbar.search')} />
              </InputGroup>
            )}
          </div>
        )}
      </nav>
    </div>
  );
}
