import { useState } from 'react';
import { Check, Copy, KeyRound, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';
import { copyText } from '../components/copy-text';

/** A readable random key (crypto-backed: this is UI, not seeded mock data). */
function generateKey(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]);
  return `TSR-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}-${chars.slice(12).join('')}`;
}

export default function ClipboardPage() {
  const { t } = useTranslation('extensions');
  const [text, setText] = useState(() => t('clipboard.basic.default'));
  const [key, setKey] = useState<string | null>(null);
  const [copiedKey, setCopiedKey] = useState<string | null>(null);

  const copy = async (value: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = navigator.clipboard) => {
    try {
      await copyText(value, clipboard);
      toast.success(t('clipboard.copied'));
      return true;
    } catch (error) {
      // Say why (refused, or no Clipboard API on this page) and what to do instead.
      const reason = !clipboard?.writeText
        ? 'unavailable'
        : error instanceof DOMException && error.name === 'NotAllowedError'
          ? 'denied'
          : 'other';
      toast.error(t('clipboard.failed'), { description: `${t(`clipboard.reasons.${reason}`)} ${t('clipboard.manual')}` });
      return false;
    }
  };

  const generate = async () => {
    const next = generateKey();
    setKey(next);
    setCopiedKey((await copy(next)) ? next : null);
  };

  return (
    <DemoGrid>
      <DemoCard
        title={t('clipboard.basic.title')}
        description={t('clipboard.basic.text')}
        code={`const [text, setText] = useState('');\n\n<Input value={text} onChange={(e) => setText(e.target.value)} />\n<Button onClick={() => navigator.clipboard.writeText(text)}>Copy</Button>`}
      >
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void copy(text);
          }}
        >
          <Field label={t('clipboard.basic.label')} className="min-w-0 flex-1">
            <Input value={text} onChange={(e) => setText(e.target.value)} />
          </Field>
          <Button type="submit" disabled={!text}>
            <Copy aria-hidden="true" />
            {t('clipboard.basic.copy')}
          </Button>
        </form>
      </DemoCard>

      <DemoCard
        title={t('clipboard.event.title')}
        description={t('clipboard.event.text')}
        code={`const generate = async () => {\n  const key = generateKey();\n  setKey(key);\n  await navigator.clipboard.writeText(key); // copied from code\n};`}
        contentClassName="grid gap-4 justify-items-start"
      >
        <Button variant="soft" onClick={() => void generate()}>
          <KeyRound aria-hidden="true" />
          {t('clipboard.event.generate')}
        </Button>
        <div className="grid w-full gap-1">
          <span className="text-sm font-medium">{t('clipboard.event.result')}</span>
          <output
            aria-live="polite"
            className="flex min-h-9 items-center gap-2 rounded-md border border-dashed bg-muted/40 px-3 font-mono text-sm break-all"
            data-testid="generated-key"
          >
            {key ?? <span className="font-sans text-muted-foreground">{t('clipboard.event.empty')}</span>}
            {key && copiedKey === key && (
              <span className="ms-auto inline-flex items-center gap-1 font-sans text-xs text-success-text">
                <Check className="size-3.5" aria-hidden="true" />
                {t('clipboard.event.inClipboard')}
              </span>
            )}
          </output>
        </div>
      </DemoCard>

      <DemoCard
        title={t('clipboard.failure.title')}
        description={t('clipboard.failure.text')}
        code={`try {\n  await navigator.clipboard.writeText(text);\n  toast.success('Copied');\n} catch {\n  toast.error('Could not copy');\n}`}
      >
        {/* The label is long in every language: let it wrap on phones instead of running past the card. */}
        <Button
          variant="outline"
          color="danger"
          className="h-auto min-h-9 max-w-full py-2 whitespace-normal"
          onClick={() => void copy(text, { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) })}
        >
          <TriangleAlert aria-hidden="true" />
          {t('clipboard.failure.button')}
        </Button>
      </DemoCard>
    </DemoGrid>
  );
}
