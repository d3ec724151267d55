import type { ReactNode } from 'react';

export type Accessor<T> = keyof T | ((option: T) => string);

export interface ComboboxTexts {
  /** Shown (role=status) when the filter matches nothing. */
  noResults: string;
  /** Accessible name of the clear button. */
  clear: string;
  /** Accessible name of the chevron button. */
  toggle: string;
  /** Accessible name of a chip's remove button. */
  remove: (label: string) => string;
  /** Text of the "create" option when tagging. */
  create?: (query: string) => string;
  /** Shown (role=status) in the open list while `loading`; default "Loading…". */
  loading?: string;
}

interface BaseProps<T> {
  options: readonly T[];
  /** Property (or function) giving an option's text; default "label". */
  optionLabel?: Accessor<T>;
  /** Property (or function) giving an option's value; default "value". */
  optionValue?: Accessor<T>;
  isOptionDisabled?: (option: T) => boolean;
  /** Leading content of an option row (and of a chip / the field when selected): an icon, a flag. */
  renderIcon?: (option: T) => ReactNode;
  /** Extra text under an option's label. */
  renderDescription?: (option: T) => ReactNode;
  placeholder?: string;
  /** Show a clear button when something is selected. */
  clearable?: boolean;
  /** Tagging: typing text that matches no option offers to create it; Enter creates. */
  onCreate?: (label: string) => void;
  dir?: 'ltr' | 'rtl';
  disabled?: boolean;
  /** Options are being fetched: a spinner replaces the chevron and the open list says so (texts.loading). */
  loading?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  texts: ComboboxTexts;
  className?: string;
}

export type ComboboxProps<T> = BaseProps<T> &
  (
    | { multiple: true; value: string[]; onChange: (value: string[]) => void }
    | { multiple?: false; value: string | null; onChange: (value: string | null) => void }
  );

export const read = <T>(option: T, accessor: Accessor<T>): string =>
  typeof accessor === 'function' ? accessor(option) : String((option as Record<keyof T, unknown>)[accessor] ?? '');

export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const CREATE = Symbol('create');
