type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Deep-merges plain objects (arrays and functions are replaced, not merged). Returns a new object. */
export function merge<T extends object>(base: object, ...overrides: object[]): T {
  const out: Plain = { ...(base as Plain) };
  for (const o of overrides) {
    for (const [k, v] of Object.entries(o)) {
      out[k] = isPlain(v) && isPlain(out[k]) ? merge(out[k] as Plain, v) : v;
    }
  }
  return out as T;
}
