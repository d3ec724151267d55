import { useDeferredValue, useMemo } from 'react';
import { Code2, Copy, Eye, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafeHtml, sanitizeHtml } from '@/components/patterns/safe-html';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { formatHtml } from './quill-content';

export interface HtmlOutputProps {
  /** The editor's HTML as produced: untrusted until sanitized here, at display time. */
  html: string;
  editorLabel: string;
}

/**
 * The live "HTML output" under an editor: the sanitized markup shown as code text (React escapes it), and a
 * Preview tab that renders the same HTML only through SafeHtml.
 */
export function HtmlOutput({ html, editorLabel }: HtmlOutputProps) {
  const { t } = useTranslation('extension-editor');
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => sanitizeHtml(deferred), [deferred]);
  const code = useMemo(() => formatHtml(clean), [clean]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(code);
      toast.success(t('output.copied'));
    } catch {
      toast.error(t('output.copyFailed'));
    }
  };

  const empty = <p className="px-4 py-6 text-center text-sm text-muted-foreground">{t('output.empty')}</p>;

  return (
    <Tabs defaultValue="html" className="gap-0 overflow-hidden rounded-lg border bg-muted/50">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-card/60 px-2 py-1.5">
        <TabsList aria-label={t('output.tabs', { editor: editorLabel })} className="bg-transparent">
          <TabsTrigger value="html" className="px-2.5 py-1 text-xs">
            <Code2 aria-hidden="true" />
            {t('output.html')}
          </TabsTrigger>
          <TabsTrigger value="preview" className="px-2.5 py-1 text-xs">
            <Eye aria-hidden="true" />
            {t('output.preview')}
          </TabsTrigger>
        </TabsList>
        <Button variant="ghost" color="secondary" size="sm" onClick={() => void copy()} disabled={!code}>
          <Copy aria-hidden="true" />
          {t('output.copy')}
        </Button>
      </div>
      <TabsContent value="html" className="min-w-0">
        {code ? (
          <pre
            role="region"
            tabIndex={0}
            aria-label={t('output.codeRegion', { editor: editorLabel })}
            data-testid="html-output"
            className="max-h-64 overflow-auto p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <code>{code}</code>
          </pre>
        ) : (
          empty
        )}
      </TabsContent>
      <TabsContent value="preview" className="min-w-0">
        {clean ? (
          <div
            role="region"
            tabIndex={0}
            aria-label={t('output.previewRegion', { editor: editorLabel })}
            className="max-h-64 overflow-auto bg-card px-4 py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <SafeHtml html={clean} className="text-card-foreground" />
          </div>
        ) : (
          empty
        )}
        <p className="flex items-start gap-1.5 border-t px-3 py-2 text-xs text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0 text-success-text" />
          {t('output.sanitized')}
        </p>
      </TabsContent>
    </Tabs>
  );
}
