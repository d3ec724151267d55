import { useEffect, useRef, useState } from 'react';

/** How long a search box waits after the last keystroke before it writes the URL (and so searches). */
export const TYPING_DELAY = 300;

interface SearchTextOptions {
  /** Milliseconds after the last keystroke before `onChange` runs; 0 (the default) runs it on every keystroke. */
  delay?: number;
}

/**
 * The text of a search box whose committed value lives in the URL. The router applies URL changes after the
 * keystroke's render (asynchronously), so binding the box to the URL value would render an older text over the
 * newest keystroke and drop characters. The box keeps its own text; a URL value that is the echo of something
 * typed here is ignored, any other (Back, "clear filters") replaces the text and drops a write still waiting.
 *
 * With `delay`, a burst of typing makes one `onChange` call with its last text; `flush` makes a waiting call now
 * (Enter). A waiting call is dropped on unmount: the page is being left.
 */
export function useSearchText(value: string, onChange: (value: string) => void, { delay = 0 }: SearchTextOptions = {}) {
  const [text, setText] = useState(value);
  /** Texts handed to onChange whose URL echo has not arrived yet. */
  const sent = useRef<string[]>([]);
  /** The text waiting for the timer, and the timer. */
  const queued = useRef<{ text: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  // A timer fires after later renders: it must compare with the newest URL value and call the newest onChange.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    const echo = sent.current.lastIndexOf(value);
    if (echo >= 0) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    sent.current = [];
    if (queued.current) clearTimeout(queued.current.timer);
    queued.current = null;
    setText(value);
  }, [value]);

  useEffect(
    () => () => {
      if (queued.current) clearTimeout(queued.current.timer);
      queued.current = null;
    },
    [],
  );

  const send = (next: string) => {
    const { value: url, onChange: write } = latest.current;
    // Already the URL's value, with nothing of ours on the way: there is nothing to write (and no echo to wait for).
    if (next === url && sent.current.length === 0) return;
    sent.current.push(next);
    write(next);
  };
  const flush = () => {
    const waiting = queued.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    queued.current = null;
    send(waiting.text);
  };
  const set = (next: string) => {
    setText(next);
    if (queued.current) clearTimeout(queued.current.timer);
    queued.current = null;
    if (delay <= 0) return send(next);
    const timer = setTimeout(() => {
      queued.current = null;
      send(next);
    }, delay);
    queued.current = { text: next, timer };
  };
  return [text, set, flush] as const;
}
