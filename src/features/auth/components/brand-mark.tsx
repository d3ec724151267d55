import { Link } from 'react-router';

/** Tessera logo for the full-page auth screens (drawn with theme tokens). */
export function BrandMark() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2.5 rounded-md text-[var(--heading)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      aria-label="Tessera"
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--primary-solid)" />
        <path d="M8 8h7v7H8zM17 8h7v7h-7zM8 17h7v7H8z" fill="white" />
        <path d="M17 17h7v7h-7z" fill="white" opacity="0.55" />
      </svg>
      <span className="text-xl font-bold tracking-tight">Tessera</span>
    </Link>
  );
}
