import { useContext, type ComponentProps, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * A link for the sidebar's menu entries. React Router's Link and NavLink read the location and route context,
 * so all ~100 menu entries re-rendered on every navigation (about a fifth of a light page's navigation time at 4x
 * CPU); this one reads only the router, which never changes. `to` is an absolute app path.
 * Same click rules as Link: a plain left click navigates in-app (replacing the entry when it is the current
 * URL); modified clicks are left to the browser (new tab, new window).
 */
export function MenuLink({ to, onClick, children, ...props }: ComponentProps<'a'> & { to: string }) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!router || e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    const { pathname, search, hash } = router.state.location;
    void router.navigate(to, { replace: pathname + search + hash === to });
  };
  return (
    <a href={to} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
