import { useEffect, useState } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';

/**
 * Search text typed into a box and committed to the URL (?q=) after a pause, so it survives reloads and
 * back/forward without a history entry per keystroke. `q` is the committed, trimmed value to query with.
 */
export function useUrlSearch(key = 'q', delayMs = 250) {
  const [searchParams, setSearchParams] = usePageSearchParams();
  const q = searchParams.get(key) ?? '';
  const [text, setText] = useState(q);
  useEffect(() => {
    const id = setTimeout(() => {
      const value = text.trim();
      if (value === q) return;
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    }, delayMs);
    return () => clearTimeout(id);
  }, [text, q, key, delayMs, setSearchParams]);
  return { text, setText, q };
}
