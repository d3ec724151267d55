import type { Ref } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

interface SearchHeroProps {
  title: string;
  subtitle: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search band at the top of the FAQ and knowledge-base pages. */
export function SearchHero({ title, subtitle, label, placeholder, value, onChange, inputRef }: SearchHeroProps) {
  return (
    <section className="relative mb-6 overflow-hidden rounded-xl bg-gradient-to-br from-primary-solid to-[#0b5e57] px-6 py-10 text-center text-white shadow-card sm:py-14">
      <div aria-hidden="true" className="absolute -top-16 -left-16 size-48 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -right-10 -bottom-20 size-56 rounded-full bg-white/10" />
      <h2 className="relative text-2xl font-semibold text-white sm:text-3xl">{title}</h2>
      <p className="relative mx-auto mt-2 max-w-lg text-white/85">{subtitle}</p>
      <div className="relative mx-auto mt-6 max-w-xl">
        <label htmlFor="help-search" className="sr-only">
          {label}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={inputRef}
          id="help-search"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onChange('')}
          placeholder={placeholder}
          className="h-12 rounded-full border-0 pl-12 text-base shadow-lg"
        />
      </div>
    </section>
  );
}
