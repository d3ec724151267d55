import type { CountryFlag } from '../data/options';

/** A small drawn flag (no image request, no emoji font needed). Decorative: the country name is the label. */
export function Flag({ flag }: { flag: CountryFlag }) {
  const { layout, colors } = flag;
  return (
    <svg
      viewBox="0 0 30 20"
      className="h-3.5 w-5 shrink-0 overflow-hidden rounded-[3px] shadow-[0_0_0_1px_var(--border)]"
      aria-hidden="true"
      focusable="false"
    >
      {layout === 'disc' ? (
        <>
          <rect width="30" height="20" fill={colors[0]} />
          <circle cx="15" cy="10" r="6" fill={colors[1]} />
        </>
      ) : (
        colors.map((c, i) =>
          layout === 'h' ? (
            <rect key={i} x="0" y={(20 / colors.length) * i} width="30" height={20 / colors.length + 0.2} fill={c} />
          ) : (
            <rect key={i} x={(30 / colors.length) * i} y="0" width={30 / colors.length + 0.2} height="20" fill={c} />
          ),
        )
      )}
    </svg>
  );
}
