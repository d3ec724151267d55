import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Paperclip, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session.store';
import { cn } from '@/lib/cn';
import { htmlToText, type Attachment } from '../api/email.contract';
import { useCompose } from '../api/email.queries';
import { ComposeAttachments } from './compose-attachments';
import { ComposeDiscardDialog } from './compose-discard-dialog';
import { formSchema, toMail, toValues, type ComposeInitial, type FormValues } from './compose-form';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

const TITLES = { new: 'compose.title', draft: 'compose.editDraft', reply: 'compose.replyTitle', forward: 'compose.forwardTitle' } as const;

interface ComposeDialogProps {
  open: boolean;
  initial: ComposeInitial;
  onClose: () => void;
  /** Where focus goes when the opener left the page (a sent draft's row). */
  focusWhenOpenerGone?: () => HTMLElement | null;
}

/** New message / reply / forward / draft editor. Closing with content asks to discard or save a draft; a failed send keeps everything. */
export function ComposeDialog({ open, initial, onClose, focusWhenOpenerGone }: ComposeDialogProps) {
  const { t } = useTranslation('email');
  const { t: tc } = useTranslation();
  const user = useSession((s) => s.user);
  const { sendMail, saveDraft } = useCompose();
  const [files, setFiles] = useState<Attachment[]>(initial.attachments ?? []);
  const [showCc, setShowCc] = useState(Boolean(initial.cc || initial.bcc));
  const [confirm, setConfirm] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Removing a file takes its button away: focus moves to the chip now in its place, or to Attach when none is left.
  const refocus = useFocusAfterRemove<HTMLUListElement, HTMLButtonElement>();
  const bodyLabel = useId();
  const title = TITLES[initial.id !== undefined ? 'draft' : (initial.mode ?? 'new')];
  const bodyFirst = initial.id === undefined && initial.mode === 'reply';
  // The editor loads lazily: until it is ready, its focus function is missing and a wanted focus waits for it.
  const focusBody = useRef<(() => void) | null>(null);
  const waitingIn = useRef<HTMLElement | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onTouched', defaultValues: toValues(initial) });
  const { register, control, handleSubmit, reset, getValues, setFocus, formState } = form;
  // Read while rendering: react-hook-form only tracks the dirty state once it has been read here, and
  // requestClose needs it current (an edited draft must ask before it is closed).
  const { isDirty } = formState;

  useEffect(() => {
    if (!open) return;
    reset(toValues(initial));
    setFiles(initial.attachments ?? []);
    setShowCc(Boolean(initial.cc || initial.bcc));
  }, [open, initial, reset]);

  const payload = (v: FormValues) => ({
    id: initial.id,
    ...toMail(v),
    attachments: files,
    from: user ? { name: user.displayName, email: user.email ?? '' } : undefined,
  });

  const onSend = handleSubmit(async (values) => {
    try {
      await sendMail.mutateAsync(payload(values));
      toast.success(t('compose.sent'));
      onClose();
    } catch (error) {
      toast.error(t('compose.sendFailed'), { description: errorMessage(error) });
    }
  });

  const hasContent = () => {
    const v = getValues();
    return Boolean(v.to.trim() || v.cc.trim() || v.bcc.trim() || v.subject.trim() || htmlToText(v.message) || files.length);
  };
  const requestClose = () => {
    const initialFiles = initial.attachments ?? [];
    const sameFiles = files.length === initialFiles.length && files.every((f, i) => f === initialFiles[i]);
    const unchangedDraft = initial.id !== undefined && !isDirty && sameFiles;
    if (!hasContent() || unchangedDraft) onClose();
    else setConfirm(true);
  };

  const onSaveDraft = async () => {
    try {
      await saveDraft.mutateAsync(payload(getValues()));
      toast.success(t('compose.draftSaved'));
      setConfirm(false);
      onClose();
    } catch (error) {
      toast.error(t('compose.draftFailed'), { description: errorMessage(error) });
    }
  };

  const errorText = (key: 'to' | 'cc' | 'bcc') => {
    const message = formState.errors[key]?.message;
    if (!message) return undefined;
    return message === 'required' ? t('compose.toRequired') : t('compose.invalidEmail', { email: message.slice(8) });
  };
  const toValid = formState.touchedFields.to && !formState.errors.to;

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const added = Array.from(list).map((f) => ({ fileName: f.name.slice(0, 255), size: f.size }));
    setFiles((prev) => [...prev, ...added].slice(0, 50));
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : requestClose())}>
        <DialogContent
          closeLabel={tc('actions.close')}
          className="max-w-2xl gap-3 p-5 sm:p-6"
          focusWhenOpenerGone={focusWhenOpenerGone}
          // The first field to fill takes focus on open (a reply's message, caret above the quote; otherwise To). On
          // close, focus returns to the opener (useReturnFocus).
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            if (!bodyFirst) setFocus('to');
            else if (focusBody.current) focusBody.current();
            else {
              // Hold focus in the dialog while the editor loads.
              waitingIn.current = e.currentTarget as HTMLElement;
              waitingIn.current.focus();
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>{t(title)}</DialogTitle>
            <DialogDescription className="sr-only">{t('compose.recipientsHint')}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSend} noValidate className="grid min-w-0 gap-3">
            <div className="flex items-start gap-2">
              <Field label={t('compose.to')} required error={errorText('to')} className="flex-1">
                <Input
                  {...register('to')}
                  type="email"
                  multiple
                  autoComplete="email"
                  placeholder="name@example.com"
                  className={cn(toValid && 'border-success focus-visible:border-success focus-visible:ring-success/20')}
                />
              </Field>
              {!showCc && (
                <Button variant="link" size="sm" className="mt-7" onClick={() => setShowCc(true)}>
                  {t('compose.cc')}/{t('compose.bcc')}
                </Button>
              )}
            </div>
            {showCc && (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={t('compose.cc')} error={errorText('cc')}>
                  <Input {...register('cc')} type="email" multiple autoComplete="off" />
                </Field>
                <Field label={t('compose.bcc')} error={errorText('bcc')}>
                  <Input {...register('bcc')} type="email" multiple autoComplete="off" />
                </Field>
              </div>
            )}
            <Field label={t('compose.subject')}>
              <Input {...register('subject')} maxLength={1000} autoComplete="off" />
            </Field>
            <div className="grid gap-1.5">
              <span id={bodyLabel} className="text-sm font-medium">
                {t('compose.body')}
              </span>
              <Controller
                control={control}
                name="message"
                render={({ field }) => (
                  <Suspense fallback={<Skeleton className="h-52 w-full" aria-label={t('compose.editorLoading')} />}>
                    <RichTextEditor
                      value={field.value}
                      onChange={field.onChange}
                      labelledBy={bodyLabel}
                      t={t}
                      onReady={(focus) => {
                        focusBody.current = focus;
                        // Only if focus still waits on the dialog: the user may have moved on (e.g. into To) meanwhile.
                        if (waitingIn.current && document.activeElement === waitingIn.current) focus();
                        waitingIn.current = null;
                      }}
                    />
                  </Suspense>
                )}
              />
            </div>
            <ComposeAttachments
              files={files}
              listRef={refocus.container}
              onRemove={(i, button) => {
                refocus.mark(button);
                setFiles((prev) => prev.filter((_, j) => j !== i));
              }}
            />
            <DialogFooter className="items-center sm:justify-between">
              <div>
                <input
                  ref={fileInput}
                  type="file"
                  multiple
                  className="sr-only"
                  tabIndex={-1}
                  aria-hidden="true"
                  onChange={(e) => addFiles(e.target.files)}
                  data-testid="compose-files"
                />
                <Button ref={refocus.fallback} variant="ghost" color="secondary" onClick={() => fileInput.current?.click()}>
                  <Paperclip aria-hidden="true" /> {t('compose.attach')}
                </Button>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="outline" color="secondary" onClick={requestClose}>
                  {tc('actions.cancel')}
                </Button>
                <Button type="submit" loading={sendMail.isPending}>
                  {!sendMail.isPending && <Send aria-hidden="true" />} {t('compose.send')}
                </Button>
              </div>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <ComposeDiscardDialog
        open={confirm}
        onOpenChange={setConfirm}
        onDiscard={() => {
          setConfirm(false);
          onClose();
          toast(t('compose.discarded'));
        }}
        onSaveDraft={() => void onSaveDraft()}
        saving={saveDraft.isPending}
      />
    </>
  );
}
