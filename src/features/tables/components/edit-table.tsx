import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTable } from '@tanstack/react-table';
import { FieldError } from '@/components/ui/field';
import { inputClass } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { ROLES, SAMPLE_USERS, type SampleRole, type SampleUser } from '../data/sample-users';
import { features, userColumn } from './table-kit';

type EditableKey = 'name' | 'role' | 'age';
const EDITABLE: Record<string, 'text' | 'select' | 'number'> = { name: 'text', role: 'select', age: 'number' };

interface Editing {
  rowId: string;
  colId: EditableKey;
}

/** Double-click or Enter on a cell edits it; Enter or leaving saves, Escape cancels, focus returns to the cell. */
export function EditTable() {
  const { t } = useTranslation('tables');
  const [data, setData] = useState<SampleUser[]>(() => SAMPLE_USERS.map((u) => ({ ...u })));
  const [editing, setEditing] = useState<Editing | null>(null);
  const cellRefs = useRef(new Map<string, HTMLTableCellElement>());

  const columns = useMemo(
    () =>
      userColumn.columns([
        userColumn.accessor('id', { header: t('columns.id') }),
        userColumn.accessor('name', { header: t('columns.name') }),
        userColumn.accessor('role', { header: t('columns.role') }),
        userColumn.accessor('age', { header: t('columns.age') }),
        userColumn.accessor('email', { header: t('columns.email') }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data, getRowId: (u) => String(u.id), enableSorting: false });

  // Back to the edited cell when the editor took focus with it (Enter, Escape); a Tab or click away already put
  // focus where the user wanted it, and that is left alone.
  const focusCell = (key: string) =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      cellRefs.current.get(key)?.focus();
    });

  const finish = (e: Editing, value: string | number | null) => {
    setEditing(null);
    focusCell(`${e.rowId}:${e.colId}`);
    if (value === null) return;
    setData((rows) => rows.map((r) => (String(r.id) === e.rowId ? { ...r, [e.colId]: value } : r)));
    toast.success(t('edit.saved'));
  };

  return (
    <Table className="min-w-[640px]" aria-label={t('demos.edit.title')}>
      <caption className="sr-only">{t('demos.edit.title')}</caption>
      <TableHeader>
        {table.getHeaderGroups().map((g) => (
          <TableRow key={g.id} className="hover:bg-transparent">
            {g.headers.map((h) => (
              <TableHead key={h.id}>
                <table.FlexRender header={h} />
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id}>
            {row.getVisibleCells().map((cell) => {
              const kind = EDITABLE[cell.column.id];
              const key = `${row.id}:${cell.column.id}`;
              const isEditing = editing?.rowId === row.id && editing.colId === cell.column.id;
              const value = cell.getValue();
              const display = cell.column.id === 'role' ? t(`roles.${value as SampleRole}`) : String(value);
              if (!kind) {
                return (
                  <TableCell key={cell.id} className="whitespace-nowrap text-muted-foreground">
                    {display}
                  </TableCell>
                );
              }
              const start = () => setEditing({ rowId: row.id, colId: cell.column.id as EditableKey });
              return (
                <TableCell
                  key={cell.id}
                  ref={(el) => {
                    if (el) cellRefs.current.set(key, el);
                    else cellRefs.current.delete(key);
                  }}
                  tabIndex={isEditing ? -1 : 0}
                  aria-label={isEditing ? undefined : t('edit.cellLabel', { column: t(`columns.${cell.column.id}`), value: display })}
                  onDoubleClick={isEditing ? undefined : start}
                  onKeyDown={(e) => {
                    if (!isEditing && e.target === e.currentTarget && (e.key === 'Enter' || e.key === 'F2')) {
                      e.preventDefault();
                      start();
                    }
                  }}
                  className={cn(
                    'whitespace-nowrap',
                    !isEditing &&
                      'cursor-text rounded-sm hover:bg-primary-soft/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    isEditing && 'py-1.5',
                  )}
                >
                  {isEditing && editing ? (
                    <CellEditor
                      kind={kind}
                      initial={value as string | number}
                      label={t(`columns.${cell.column.id}`)}
                      onDone={(v) => finish(editing, v)}
                    />
                  ) : (
                    display
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface CellEditorProps {
  kind: 'text' | 'select' | 'number';
  initial: string | number;
  label: string;
  /** null = cancelled. */
  onDone: (value: string | number | null) => void;
}

function CellEditor({ kind, initial, label, onDone }: CellEditorProps) {
  const { t } = useTranslation('tables');
  const [draft, setDraft] = useState(String(initial));
  const errorId = useId();
  const done = useRef(false);
  const field = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useEffect(() => {
    field.current?.focus();
    if (kind !== 'select') field.current?.select();
  }, [kind]);
  const parsed = (): string | number | null | undefined => {
    if (kind === 'number') {
      const n = Number(draft);
      return draft.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 130 ? n : undefined;
    }
    if (kind === 'text') return draft.trim() ? draft.trim() : undefined;
    return draft;
  };
  const invalid = parsed() === undefined;
  // Enter on an invalid draft keeps the editor open: say why, next to the field.
  const error = invalid ? (
    <FieldError id={errorId} className="mt-1 whitespace-normal">
      {t(kind === 'number' ? 'edit.invalidAge' : 'edit.invalidName')}
    </FieldError>
  ) : null;
  const finish = (commit: boolean) => {
    if (done.current) return;
    const v = commit ? parsed() : null;
    if (v === undefined) return;
    done.current = true;
    onDone(commit && v === initial ? null : v);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      finish(true);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      finish(false);
    }
  };
  const common = {
    ref: field,
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    onKeyDown,
    // Leaving an invalid draft keeps it (and its message) on screen: only Escape throws typed input away.
    onBlur: () => finish(true),
    className: cn(inputClass, 'h-8 min-w-28 text-sm'),
  };
  if (kind === 'select') {
    return (
      <select {...common} value={draft} onChange={(e) => setDraft(e.target.value)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
    );
  }
  return (
    <>
      <input
        {...common}
        type={kind === 'number' ? 'number' : 'text'}
        inputMode={kind === 'number' ? 'numeric' : undefined}
        min={kind === 'number' ? 0 : undefined}
        max={kind === 'number' ? 130 : undefined}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      {error}
    </>
  );
}
