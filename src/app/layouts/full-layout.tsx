import { Outlet } from 'react-router';

/** Full-page layout for auth and system pages: no menu or navbar. */
export function FullLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col bg-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 overflow-hidden [background:radial-gradient(60rem_30rem_at_10%_-10%,var(--primary-soft),transparent_60%),radial-gradient(50rem_28rem_at_110%_110%,var(--info-soft),transparent_60%)]"
      />
      <main id="main-content" tabIndex={-1} className="relative flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
    </div>
  );
}
