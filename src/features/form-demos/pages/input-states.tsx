import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { VALIDATION_LOOK, type ValidationState } from '../components/validation-look';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';
import { isEmail, isStrongPassword } from '../validation/rules';

/**
 * Each field starts in the state it demonstrates (success, danger, warning) and is judged again as the user
 * types, so the message never contradicts the value: a fixed email turns green, a strong password stops warning.
 */
const FIELDS: { key: ValidationState; type: string; judge: (v: string) => [ValidationState, string] }[] = [
  {
    key: 'success',
    type: 'text',
    judge: (v) => (v.trim() ? ['success', 'input.stateMessages.success'] : ['danger', 'errors.required']),
  },
  {
    key: 'danger',
    type: 'email',
    judge: (v) => (isEmail(v.trim()) ? ['success', 'input.stateMessages.emailOk'] : ['danger', 'input.stateMessages.danger']),
  },
  {
    key: 'warning',
    type: 'password',
    judge: (v) =>
      !v
        ? ['danger', 'errors.required']
        : isStrongPassword(v)
          ? ['success', 'input.stateMessages.strong']
          : ['warning', 'input.stateMessages.warning'],
  },
];

function StateField({ field }: { field: (typeof FIELDS)[number] }) {
  const { t } = useTranslation('form-demos');
  const [value, setValue] = useState(() => t(`input.stateValues.${field.key}`));
  const [state, message] = field.judge(value);
  const look = VALIDATION_LOOK[state];
  const Icon = look.icon;
  const msgId = `input-state-${field.key}`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`${msgId}-input`} className="text-sm font-medium">
        {t(`input.states.${field.key}`)}
      </label>
      <InputGroup className={look.border}>
        <InputGroupInput
          id={`${msgId}-input`}
          type={field.type}
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={state === 'danger' || undefined}
          aria-describedby={msgId}
        />
        <InputGroupAddon align="end" className={cn('pr-3', look.text)}>
          <Icon aria-hidden="true" />
        </InputGroupAddon>
      </InputGroup>
      <p id={msgId} aria-live="polite" className={cn('flex items-center gap-1 text-xs font-medium', look.text)}>
        {t(message)}
      </p>
    </div>
  );
}

/** The "validation states" demo: success, danger and warning fields with icon and message. */
export function InputStates() {
  return (
    <div className="grid items-start gap-4 md:grid-cols-3">
      {FIELDS.map((f) => (
        <StateField key={f.key} field={f} />
      ))}
    </div>
  );
}
