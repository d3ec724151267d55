import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { UserAvatar } from './user-avatar';

const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const MAX_BYTES = 800 * 1024;

/** Change Avatar reads the file locally (no upload) into a data URL; only raster images up to 800 kB. */
export function AvatarPicker({ value, name, onChange }: { value: string; name: string; onChange: (next: string) => void }) {
  const { t } = useTranslation('users');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError(t('edit.avatarType'));
    if (file.size > MAX_BYTES) return setError(t('edit.avatarSize'));
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') {
        setError(null);
        onChange(reader.result);
      }
    };
    reader.readAsDataURL(file);
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserAvatar src={value} name={name} size="xl" className="size-24 rounded-lg" />
      <div className="grid gap-2">
        <p className="text-lg font-semibold break-all text-[var(--heading)]">{name}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" /> {t('edit.changeAvatar')}
          </Button>
          <Button size="sm" variant="outline" color="danger" disabled={!value} focusableWhenDisabled onClick={() => onChange('')}>
            <Trash2 aria-hidden="true" /> {t('edit.removeAvatar')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('edit.avatarHint')}</p>
        {error && <FieldError>{error}</FieldError>}
        <input
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          // The visible button opens it; exposed too, screen readers met a second "Change Avatar" button.
          aria-hidden="true"
          aria-label={t('edit.changeAvatar')}
          data-testid="avatar-input"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
