import { createContext, useContext, useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/cn';
import { afterPointerRelease, isPointerPressed } from '@/lib/pointer-press';
import { Label } from './label';

interface FieldIds {
  controlId: string;
  descriptionId: string;
  errorId: string;
  labelId: string;
  hasLabel: boolean;
  hasDescription: boolean;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldIds | null>(null);

/** The ids and state of the surrounding Field; throws outside one so mistakes surface in development. */
export function useField(): FieldIds {
  const ctx = useContext(FieldContext);
  if (!ctx) throw new Error('useField must be used inside <Field>');
  return ctx;
}

export interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
}

/**
 * For composite controls whose focusable element is not the Field's direct child (SelectTrigger,
 * RadioGroup): the wiring of the surrounding Field, or {} outside one. `labelled` adds aria-labelledby
 * for elements that a <label for> cannot name (a radiogroup div).
 */
export function useFieldControlProps(describedBy?: string, labelled = false): FieldControlProps {
  const ctx = useContext(FieldContext);
  if (!ctx) return describedBy ? { 'aria-describedby': describedBy } : {};
  const ids = [...new Set([...(describedBy?.split(' ') ?? []), ctx.hasDescription && ctx.descriptionId, ctx.invalid && ctx.errorId])]
    .filter(Boolean)
    .join(' ');
  return {
    id: ctx.controlId,
    'aria-invalid': ctx.invalid || undefined,
    'aria-required': ctx.required || undefined,
    'aria-describedby': ids || undefined,
    ...(labelled && ctx.hasLabel ? { 'aria-labelledby': ctx.labelId } : {}),
  };
}

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  /** Error text; when set the control gets aria-invalid and the message is announced (role=alert). */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control (generated otherwise). */
  id?: string;
  /** horizontal: control first, label beside it (checkbox, switch, radio rows). */
  orientation?: 'vertical' | 'horizontal';
  children: ReactNode;
}

/**
 * Label + control + description + error, wired together: the single child element receives id,
 * aria-invalid, aria-required and aria-describedby. Use FieldControl to mark a nested control instead.
 */
export function Field({
  label,
  description,
  error,
  required = false,
  id,
  orientation = 'vertical',
  className,
  children,
  ...props
}: FieldProps) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const ids: FieldIds = {
    controlId,
    descriptionId: `${controlId}-description`,
    errorId: `${controlId}-error`,
    labelId: `${controlId}-label`,
    hasLabel: Boolean(label),
    hasDescription: Boolean(description),
    invalid: Boolean(error),
    required,
  };
  const nestedControl = hasFieldControl(children);
  const control = nestedControl ? children : <FieldControl>{children}</FieldControl>;
  return (
    <FieldContext.Provider value={ids}>
      <div data-slot="field" data-invalid={ids.invalid || undefined} className={cn('grid gap-1.5', className)} {...props}>
        {orientation === 'horizontal' ? (
          <div className="flex items-start gap-2.5">
            <div className="flex min-h-5 items-center">{control}</div>
            <div className="grid gap-0.5">
              {label && <FieldLabel>{label}</FieldLabel>}
              {description && <FieldDescription>{description}</FieldDescription>}
            </div>
          </div>
        ) : (
          <>
            {label && <FieldLabel>{label}</FieldLabel>}
            {control}
            {description && <FieldDescription>{description}</FieldDescription>}
          </>
        )}
        {error && <FieldError>{error}</FieldError>}
      </div>
    </FieldContext.Provider>
  );
}

function hasFieldControl(children: ReactNode): boolean {
  return typeof children === 'object' && children !== null && 'type' in children && children.type === FieldControl;
}

export function FieldLabel({ className, children, ...props }: ComponentProps<typeof Label>) {
  const { controlId, labelId, required } = useField();
  return (
    <Label id={labelId} htmlFor={controlId} className={cn('leading-5', className)} {...props}>
      {children}
      {required && (
        <span className="ml-0.5 text-danger-text" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Passes the field's id and ARIA wiring to its only child (an input, select trigger, checkbox…). */
export function FieldControl(props: ComponentProps<typeof Slot.Root>) {
  const { controlId, descriptionId, errorId, hasDescription, invalid, required } = useField();
  const describedBy = [props['aria-describedby'], hasDescription && descriptionId, invalid && errorId].filter(Boolean).join(' ');
  return (
    <Slot.Root
      id={controlId}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      {...props}
      aria-describedby={describedBy || undefined}
    />
  );
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId } = useField();
  return <p id={descriptionId} data-slot="field-description" className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

/**
 * A field's error message: inside a Field it takes the Field's error id; elsewhere (a table cell, a hand-laid-out
 * control) pass the id that the control's aria-describedby names. The message waits while a pointer is down: a field
 * validated on blur gets its error the moment a button below it is pressed, and the message would push that button
 * away before it is released, losing the click.
 */
export function FieldError({ className, id, ...props }: ComponentProps<'p'>) {
  const errorId = useContext(FieldContext)?.errorId ?? id;
  const [shown, setShown] = useState(() => !isPointerPressed());
  useEffect(() => (shown ? undefined : afterPointerRelease(() => setShown(true))), [shown]);
  if (!shown) return null;
  return (
    <p id={errorId} role="alert" data-slot="field-error" className={cn('text-xs font-medium text-danger-text', className)} {...props} />
  );
}

/** shadcn-style alias of Field. @alias */
export const FormField = Field;
