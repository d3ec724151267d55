const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Wraps every case-insensitive occurrence of `query` in <mark>. Plain text only: the label is split on the
 * escaped query and rendered as React text nodes, so a query or label like `<b>` can never become HTML.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const q = query.trim();
  if (!q) return <>{text}</>;
  const parts = text.split(new RegExp(`(${escapeRegExp(q)})`, 'gi'));
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-transparent font-semibold text-primary-text">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
