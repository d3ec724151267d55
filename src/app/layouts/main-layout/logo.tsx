import { Link } from 'react-router';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md text-sidebar-foreground" aria-label="Tessera home">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#00786E" />
        <path d="M8 8h7v7H8zM17 8h7v7h-7zM8 17h7v7H8z" fill="#fff" />
        <path d="M17 17h7v7h-7z" fill="#7fe3da" />
      </svg>
      {!compact && <span className="text-xl font-bold tracking-tight">Tessera</span>}
    </Link>
  );
}
