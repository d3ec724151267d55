import { useId } from 'react';

/** Theme colours a chart may use: CSS variables, so a theme switch recolours without a redraw. */
export type Tone = 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'secondary' | 'muted-foreground';
/** A tone, or a left-to-right gradient between two tones. */
export type Paint = Tone | { from: Tone; to: Tone };

export const toneVar = (t: Tone) => `var(--${t})`;
/** The solid colour standing for a paint (legend and tooltip markers). */
export const solid = (p: Paint) => toneVar(typeof p === 'string' ? p : p.from);

/** A unique id usable inside url(#…). */
export function useSvgId() {
  return `c${useId().replace(/[^\w-]/g, '')}`;
}

interface GradientProps {
  id: string;
  from: Tone;
  to?: Tone;
  /** Start and end of the gradient in user space: [x1, y1, x2, y2]. */
  line: [number, number, number, number];
  opacity?: [number, number];
}

/** A linear gradient between theme colours (or one colour fading by opacity). */
export function Gradient({ id, from, to = from, line: [x1, y1, x2, y2], opacity = [1, 1] }: GradientProps) {
  return (
    <linearGradient id={id} gradientUnits="userSpaceOnUse" x1={x1} y1={y1} x2={x2} y2={y2}>
      <stop offset="0" style={{ stopColor: toneVar(from), stopOpacity: opacity[0] }} />
      <stop offset="1" style={{ stopColor: toneVar(to), stopOpacity: opacity[1] }} />
    </linearGradient>
  );
}
