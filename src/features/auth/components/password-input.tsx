import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InputGroup, InputGroupAddon, InputGroupButton, InputGroupInput } from '@/components/ui/input-group';

/** Password field with a show/hide toggle. Receives id/aria props from <Field> like a plain input. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup className="h-10">
      <InputGroupInput type={visible ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} {...props} />
      <InputGroupAddon align="end">
        <InputGroupButton
          onClick={() => setVisible((v) => !v)}
          // One name, the state in aria-pressed ("Show password, pressed"): a changing name would state it twice.
          aria-label={t('fields.showPassword')}
          aria-pressed={visible}
          aria-controls={props.id}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </InputGroupButton>
      </InputGroupAddon>
    </InputGroup>
  );
}
