import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Check, Code2, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/toast';

export interface DemoCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Short TSX snippet revealed by the "</>" toggle. */
  code?: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** A gallery card: title, optional subtitle, live demo, and a "</>" toggle revealing copyable code. */
export function DemoCard({ title, description, code, className, contentClassName, children }: DemoCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const codeId = useId();
  const titleId = useId();
  const toggleLabel = open ? t('actions.hideCode') : t('actions.showCode');
  return (
    <Card className={className}>
      <CardHeader>
        <div className="min-w-0 flex-1">
          <CardTitle id={titleId}>{title}</CardTitle>
          {description && <CardDescription className="mt-1">{description}</CardDescription>}
        </div>
        {code && (
          <Tooltip content={toggleLabel}>
            <Button
              variant="ghost"
              color={open ? 'primary' : 'secondary'}
              size="icon-sm"
              aria-expanded={open}
              aria-controls={open ? codeId : undefined}
              aria-label={toggleLabel}
              onClick={() => setOpen((o) => !o)}
              className={cn(open && 'bg-primary-soft')}
            >
              <Code2 aria-hidden="true" />
            </Button>
          </Tooltip>
        )}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {code && open && <CodePanel id={codeId} titleId={titleId} code={code} />}
    </Card>
  );
}

function CodePanel({ id, titleId, code }: { id: string; titleId: string; code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(t('actions.copied'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('errors.copyFailed', 'Could not copy to the clipboard'));
    }
  };

  return (
    <div id={id} className="relative border-t bg-muted/60 animate-fade-in">
      <Button variant="outline" color="secondary" size="sm" onClick={() => void copy()} className="absolute top-2.5 right-2.5 bg-card">
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t('actions.copied') : t('actions.copy')}
      </Button>
      <span id={`${id}-label`} hidden>
        {t('code.example')}
      </span>
      {/* Focusable so keyboard users can scroll a long snippet; named "Code example <card title>". */}
      <pre
        role="region"
        aria-labelledby={`${id}-label ${titleId}`}
        className="max-h-96 overflow-auto p-5 pr-24 font-mono text-[13px] leading-relaxed text-foreground [scrollbar-width:thin]"
        tabIndex={0}
      >
        <code>{code.trim()}</code>
      </pre>
    </div>
  );
}
