import { useRef, type RefObject } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '@/hooks/use-search-text';

/** The large instant-search box: every keystroke refines; × or Esc clears. */
export function ShopSearchBox({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (query: string) => void;
  /** For the page to put focus back here (after "Clear all filters" removes the pressed link). */
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('shop');
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  // Follows the URL when it changes from elsewhere (Back, "clear filters"), never with a stale echo of typing.
  // No `delay`, unlike the list search boxes: instant search refines (and writes the URL) on every keystroke.
  const [text, set] = useSearchText(value, onChange);
  return (
    <div className="relative">
      <input
        ref={ref}
        type="search"
        value={text}
        onChange={(e) => set(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && text) {
            e.preventDefault();
            set('');
          }
        }}
        maxLength={200}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        className="h-12 w-full rounded-lg border border-input bg-card pr-20 pl-4 text-base shadow-card outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20 [&::-webkit-search-cancel-button]:hidden"
      />
      <div className="absolute inset-y-0 right-2 flex items-center gap-1">
        {text && (
          <button
            type="button"
            onClick={() => {
              set('');
              // The × goes with the text: keep keyboard focus in the box, not on <body>.
              ref.current?.focus();
            }}
            aria-label={t('search.clear')}
            className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
        <Search className="mr-2 size-5 text-muted-foreground" aria-hidden="true" />
      </div>
    </div>
  );
}
