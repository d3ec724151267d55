import { splitHighlight, type Marks } from './highlight';

/** Text with the query marked; every part is a React text node (F10). */
export function Highlighted({ text, marks }: { text: string; marks: Marks }) {
  return (
    <>
      {splitHighlight(text, marks.terms, marks.foldAccents).map((p, i) =>
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
