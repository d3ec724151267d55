import { useEffect, useRef, useState } from 'react';

/**
 * The text of a search box whose committed value lives in the URL. The router applies URL changes after the
 * keystroke's render (asynchronously), so binding the box to the URL value would render an older text over the
 * newest keystroke and drop characters. The box keeps its own text; a URL value that is the echo of something
 * typed here is ignored, any other (Back, "clear filters") replaces the text.
 */
export function useSearchText(value: string, onChange: (value: string) => void) {
  const [text, setText] = useState(value);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const echo = pending.current.lastIndexOf(value);
    if (echo >= 0) {
      pending.current = pending.current.slice(echo + 1);
      return;
    }
    pending.current = [];
    setText(value);
  }, [value]);
  const set = (next: string) => {
    setText(next);
    if (next !== value || pending.current.length > 0) pending.current.push(next);
    onChange(next);
  };
  return [text, set] as const;
}
