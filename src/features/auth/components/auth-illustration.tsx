import type { LucideIcon } from 'lucide-react';

/**
 * The branded picture of the auth pages, drawn with theme tokens so it follows light/dark and a
 * custom primary colour: a dashboard card with a chart, a floating stat card and the page's icon.
 */
export function AuthIllustration({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <div className="relative mx-auto w-full max-w-[620px]" aria-hidden="true">
      <svg viewBox="0 0 560 420" className="h-auto w-full drop-shadow-[0_20px_40px_rgb(0_0_0/0.08)]">
        <defs>
          <linearGradient id="auth-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {/* main card */}
        <rect x="40" y="40" width="400" height="300" rx="18" fill="var(--card)" stroke="var(--border)" />
        <rect x="64" y="66" width="120" height="12" rx="6" fill="var(--heading)" opacity="0.85" />
        <rect x="64" y="88" width="80" height="8" rx="4" fill="var(--muted-foreground)" opacity="0.45" />
        <circle cx="396" cy="80" r="16" fill="var(--primary-soft)" />
        <circle cx="396" cy="80" r="7" fill="var(--primary)" />
        {/* grid lines */}
        {[150, 195, 240, 285].map((y) => (
          <line key={y} x1="64" x2="416" y1={y} y2={y} stroke="var(--border)" strokeDasharray="4 6" />
        ))}
        {/* area chart */}
        <path d="M64 270 C110 250 130 200 175 210 S250 250 290 190 S360 150 416 130 L416 300 L64 300 Z" fill="url(#auth-area)" />
        <path
          d="M64 270 C110 250 130 200 175 210 S250 250 290 190 S360 150 416 130"
          fill="none"
          stroke="var(--primary)"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="290" cy="190" r="7" fill="var(--card)" stroke="var(--primary)" strokeWidth="4" />
        {/* bars */}
        {[10, 18, 12, 22, 16, 26].map((h, i) => (
          <rect key={i} x={80 + i * 56} y={310 - h} width="22" height={h} rx="4" fill="var(--info)" opacity="0.35" />
        ))}
        {/* floating stat card */}
        <g>
          <rect x="330" y="230" width="200" height="120" rx="16" fill="var(--card)" stroke="var(--border)" />
          <circle cx="364" cy="266" r="18" fill="var(--success-soft)" />
          <path
            d="M356 270 l6 -7 l5 5 l8 -10"
            fill="none"
            stroke="var(--success)"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="392" y="256" width="90" height="10" rx="5" fill="var(--heading)" opacity="0.8" />
          <rect x="392" y="272" width="56" height="8" rx="4" fill="var(--muted-foreground)" opacity="0.45" />
          <rect x="352" y="304" width="156" height="8" rx="4" fill="var(--muted)" />
          <rect x="352" y="304" width="104" height="8" rx="4" fill="var(--success)" />
          <rect x="352" y="322" width="60" height="7" rx="3.5" fill="var(--muted-foreground)" opacity="0.35" />
        </g>
        {/* avatars */}
        <g>
          <rect x="10" y="250" width="150" height="56" rx="28" fill="var(--card)" stroke="var(--border)" />
          <circle cx="40" cy="278" r="15" fill="var(--warning)" opacity="0.85" />
          <circle cx="64" cy="278" r="15" fill="var(--info)" opacity="0.85" stroke="var(--card)" strokeWidth="3" />
          <circle cx="88" cy="278" r="15" fill="var(--primary)" opacity="0.85" stroke="var(--card)" strokeWidth="3" />
          <rect x="112" y="272" width="32" height="12" rx="6" fill="var(--muted-foreground)" opacity="0.4" />
        </g>
      </svg>
      <span className="absolute top-[2%] right-[6%] flex size-16 items-center justify-center rounded-2xl bg-primary-solid text-white shadow-lg shadow-primary/30 sm:size-20">
        <Icon className="size-8 sm:size-10" strokeWidth={1.75} />
      </span>
    </div>
  );
}
