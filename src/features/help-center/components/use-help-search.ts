import { useRef } from 'react';
import { useUrlSearch } from '@/hooks/use-url-search';

/**
 * The search box of a help page: the text filters live and is kept in the URL (?q=), so a reload, Back or a shared
 * link shows the same results. `clear()` empties it and puts the caret back in the box (used by the empty state's
 * action, whose button vanishes with the empty state: focus must not fall to <body>).
 */
export function useHelpSearch() {
  const { text, setText } = useUrlSearch();
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    setText('');
    inputRef.current?.focus();
  };
  return { query: text, setQuery: setText, inputRef, clear };
}
