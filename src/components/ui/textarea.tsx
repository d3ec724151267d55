import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentProps, type Ref } from 'react';
import { cn } from '@/lib/cn';

export const textareaClass =
  'flex min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20 disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-danger aria-invalid:ring-danger/20';

export type TextareaProps = ComponentProps<'textarea'> & {
  /** Grow with the content up to `maxRows` (then scroll). */
  autoGrow?: boolean;
  maxRows?: number;
  /** Show "used / maxLength" (or the length alone) under the field, announced politely. */
  showCount?: boolean;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function Textarea({ className, autoGrow = false, maxRows, showCount = false, ref, onChange, ...props }: TextareaProps) {
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const [length, setLength] = useState(() => String(props.value ?? props.defaultValue ?? '').length);
  const controlledLength = props.value !== undefined ? String(props.value).length : undefined;
  const count = controlledLength ?? length;

  const setRef = useCallback(
    (node: HTMLTextAreaElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const resize = useCallback(() => {
    const el = inner.current;
    if (!autoGrow || !el) return;
    el.style.height = 'auto';
    const style = getComputedStyle(el);
    const px = (v: string) => Number.parseFloat(v) || 0;
    const borders = px(style.borderTopWidth) + px(style.borderBottomWidth);
    const max = maxRows
      ? maxRows * (px(style.lineHeight) || 20) + px(style.paddingTop) + px(style.paddingBottom) + borders
      : Number.POSITIVE_INFINITY;
    const wanted = el.scrollHeight + borders;
    el.style.height = `${Math.min(wanted, max)}px`;
    el.style.overflowY = wanted > max ? 'auto' : 'hidden';
  }, [autoGrow, maxRows]);

  useLayoutEffect(resize, [resize, props.value]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    resize();
    onChange?.(event);
  };

  const field = (
    <textarea
      data-slot="textarea"
      ref={setRef}
      className={cn(textareaClass, autoGrow && 'resize-none', className)}
      onChange={handleChange}
      {...props}
    />
  );
  if (!showCount) return field;
  const over = props.maxLength !== undefined && count >= props.maxLength;
  return (
    <div className="grid gap-1">
      {field}
      <p className={cn('text-right text-xs tabular-nums text-muted-foreground', over && 'text-danger-text')} aria-live="polite">
        {props.maxLength !== undefined ? `${count}/${props.maxLength}` : count}
      </p>
    </div>
  );
}
