import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

export default function TextareaPage() {
  const { t } = useTranslation('form-demos');
  const [bio, setBio] = useState('');
  return (
    <DemoGrid>
      <DemoCard
        title={t('textarea.default')}
        description={t('textarea.defaultText')}
        code={`<Textarea aria-label="Message" placeholder="Write something…" />`}
      >
        <Textarea aria-label={t('textarea.message')} placeholder={t('textarea.placeholder')} />
      </DemoCard>
      <DemoCard
        title={t('textarea.label')}
        description={t('textarea.labelText')}
        code={`<Field label="Message">\n  <Textarea />\n</Field>`}
      >
        <Field label={t('textarea.message')}>
          <Textarea placeholder={t('textarea.placeholder')} />
        </Field>
      </DemoCard>
      <DemoCard title={t('textarea.counter')} description={t('textarea.counterText')} code={`<Textarea maxLength={20} showCount />`}>
        <Field label={t('textarea.bio')}>
          <Textarea maxLength={20} showCount value={bio} onChange={(e) => setBio(e.target.value)} />
        </Field>
      </DemoCard>
      <DemoCard title={t('textarea.width')} description={t('textarea.widthText')} code={`<Textarea className="w-64 max-w-full" />`}>
        <Field label={t('textarea.note')}>
          <Textarea className="w-64 max-w-full" />
        </Field>
      </DemoCard>
      <DemoCard title={t('textarea.height')} description={t('textarea.heightText')} code={`<Textarea autoGrow maxRows={8} rows={2} />`}>
        <Field label={t('textarea.story')}>
          <Textarea autoGrow maxRows={8} rows={2} className="min-h-0" placeholder={t('textarea.growPlaceholder')} />
        </Field>
      </DemoCard>
    </DemoGrid>
  );
}
