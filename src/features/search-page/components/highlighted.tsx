import { splitHighlight } from './highlight';

/** Text with the query marked; every part is a React text node (F10). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitHighlight(text, query).map((p, i) =>
        p.match ? (
          <mark key={i} className="rounded-sm bg-warning-soft text-inherit">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
