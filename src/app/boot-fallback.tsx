/** Rendered while the first route's chunk loads; the boot overlay from index.html still covers it. */
export function BootFallback() {
  return <div aria-hidden="true" className="min-h-dvh bg-background" />;
}
