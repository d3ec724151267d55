import { useEffect, useRef } from 'react';
import type { Mail } from '../api/email.contract';

interface Shortcuts {
  enabled: boolean;
  mails: Mail[];
  cursorId: number | null;
  openMail: Mail | null;
  setCursor: (id: number) => void;
  open: (mail: Mail) => void;
  close: () => void;
  toggleSelect: (mail: Mail) => void;
  star: (mail: Mail) => void;
  trash: (mail: Mail) => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    Boolean(target.closest('[role="dialog"],[role="menu"]')));

/** Gmail-style keys: j/k next/previous, x select, s star, # trash, Esc close the open mail. */
export function useMailShortcuts(options: Shortcuts) {
  const ref = useRef(options);
  ref.current = options;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const o = ref.current;
      if (!o.enabled || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      // No cursor yet means the first row (the one shown as current).
      const index = Math.max(
        0,
        o.mails.findIndex((m) => m.id === (o.openMail?.id ?? o.cursorId)),
      );
      const current = o.openMail ?? o.mails[index] ?? null;
      if (e.key === 'j' || e.key === 'k') {
        const next = o.mails[Math.min(o.mails.length - 1, Math.max(0, index + (e.key === 'j' ? 1 : -1)))];
        if (!next) return;
        e.preventDefault();
        if (o.openMail) o.open(next);
        else {
          o.setCursor(next.id);
          document.querySelector<HTMLElement>(`[data-mail-row="${next.id}"] [data-mail-open]`)?.focus();
        }
      } else if (e.key === 'Escape' && o.openMail) {
        e.preventDefault();
        o.close();
      } else if (current && e.key === 'x' && !o.openMail) {
        e.preventDefault();
        o.toggleSelect(current);
      } else if (current && e.key === 's') {
        e.preventDefault();
        o.star(current);
      } else if (current && e.key === '#') {
        e.preventDefault();
        o.trash(current);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
