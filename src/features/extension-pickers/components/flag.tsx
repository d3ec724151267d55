import { FlagFrame } from '@/components/ui/flag-frame';
import type { CountryFlag } from '../data/options';

/** A country's flag drawn from its stripes (see FlagFrame). */
export function Flag({ flag }: { flag: CountryFlag }) {
  const { layout, colors } = flag;
  return (
    <FlagFrame>
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
    </FlagFrame>
  );
}
