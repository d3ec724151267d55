import { useRef, useState, type FormEvent } from 'react';
import { Heart, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { Tooltip } from '@/components/ui/tooltip';
import { kFormatter } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-url';
import { cn } from '@/lib/cn';
import { MAX_COMMENT, type Person, type Post } from '../api/profile.contract';
import { useAddComment, useToggleLike } from '../api/profile.queries';
import { clearDraft, readDraft, writeDraft } from '@/lib/session/drafts';
import { postTime } from './when';

const commentDraftSchema = z.object({ text: z.string() });

function Likers({ likers, likes }: { likers: Person[]; likes: number }) {
  const { t } = useTranslation('profile');
  const shown = likers.slice(0, 5);
  const more = Math.max(0, likes - shown.length);
  return (
    <div className="flex items-center">
      <ul className="flex -space-x-2" aria-label={t('post.likedBy')}>
        {shown.map((p) => (
          <li key={p.id}>
            <Tooltip content={p.name}>
              <button
                type="button"
                className="rounded-full ring-2 ring-card focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={p.name}
              >
                <Avatar src={p.avatar} name={p.name} size="sm" decorative />
              </button>
            </Tooltip>
          </li>
        ))}
      </ul>
      {more > 0 && <span className="ml-3 text-xs whitespace-nowrap text-muted-foreground">{t('post.more', { count: more })}</span>}
    </div>
  );
}

export function PostCard({ post, me }: { post: Post; me: Person | undefined }) {
  const { t, i18n } = useTranslation('profile');
  const like = useToggleLike(me);
  const addComment = useAddComment();
  const draftName = `profile.comment.${post.id}`;
  // An unsent comment survives the trip to sign-in when the session ends (lib/session/drafts.ts).
  const [text, setText] = useState(() => readDraft(draftName, commentDraftSchema)?.text ?? '');
  const [error, setError] = useState('');
  const [showAll, setShowAll] = useState(false);
  const comments = showAll ? post.comments : post.comments.slice(0, 2);
  const inputId = `comment-${post.id}`;
  const boxRef = useRef<HTMLTextAreaElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value) return setError(t('post.commentEmpty'));
    if (value.length > MAX_COMMENT) return setError(t('post.commentTooLong', { max: MAX_COMMENT }));
    setError('');
    addComment.mutate(
      { id: post.id, text: value },
      {
        onSuccess: () => {
          setText('');
          clearDraft(draftName);
          // Ready for the next comment: focus goes back to the box.
          boxRef.current?.focus();
        },
        onError: (error) => toast.error(t('errors.comment'), { description: errorMessage(error) }),
      },
    );
  };

  return (
    // tabIndex -1: Load More moves focus here when its button goes away (profile-page.tsx).
    // Named by author and time: one author's posts need distinct landmark names.
    <Card
      aria-labelledby={`post-${post.id}-author post-${post.id}-time`}
      data-post-id={post.id}
      tabIndex={-1}
      className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <Avatar src={post.author.avatar} name={post.author.name} decorative />
          <div className="min-w-0 flex-1">
            <h2 id={`post-${post.id}-author`} className="truncate font-medium text-[var(--heading)]">
              {post.author.name}
            </h2>
            <p id={`post-${post.id}-time`} className="text-xs text-muted-foreground">
              {postTime(post.time, i18n.language)}
            </p>
          </div>
          <Button
            variant="ghost"
            color={post.liked ? 'danger' : 'secondary'}
            size="icon"
            className="rounded-full"
            aria-pressed={post.liked}
            aria-label={t('post.like')}
            onClick={() =>
              like.mutate(
                { id: post.id, liked: !post.liked },
                { onError: (error) => toast.error(t('errors.like'), { description: errorMessage(error) }) },
              )
            }
          >
            <Heart className={cn(post.liked && 'fill-current')} aria-hidden="true" />
          </Button>
        </div>
        <p className="break-words whitespace-pre-line">{post.text}</p>
        {post.media.length > 0 && (
          <div className={cn('grid gap-2', post.media.length > 1 && 'grid-cols-2')}>
            {post.media.map((m) =>
              m.kind === 'image' ? (
                <img
                  key={m.src}
                  src={safeImageSrc(m.src) ?? ''}
                  alt={m.alt}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-md object-cover"
                />
              ) : (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- posts carry no caption files (see the profile contract); aria-label gives the alt text
                <video key={m.src} src={safeImageSrc(m.src) ?? undefined} controls className="w-full rounded-md" aria-label={m.alt} />
              ),
            )}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-3 text-sm">
          {/* Wraps: on phones the likers go under the count rather than past the card edge. */}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="inline-flex items-center gap-1 font-medium whitespace-nowrap" data-testid={`likes-${post.id}`}>
              <Heart className="size-4 text-danger-text" aria-hidden="true" />
              {t('post.likes', { count: post.likes, formatted: kFormatter(post.likes, i18n.language) })}
            </span>
            <Likers likers={post.likers} likes={post.likes} />
          </div>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <MessageSquare className="size-4" aria-hidden="true" />
            {t('post.comments', { count: post.comments.length })}
          </span>
        </div>
        {comments.length > 0 && (
          <ul className="space-y-3" aria-label={t('post.commentList')}>
            {comments.map((c) => (
              <li key={c.id} className="flex gap-3">
                <Avatar src={c.author.avatar} name={c.author.name} size="sm" decorative />
                <div className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 text-sm">
                  <p className="font-medium text-[var(--heading)]">{c.author.name}</p>
                  <p className="break-words whitespace-pre-line" dir="auto">
                    {c.text}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        {post.comments.length > 2 && (
          <Button variant="link" size="sm" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
            {showAll ? t('post.showLess') : t('post.viewAll', { count: post.comments.length })}
          </Button>
        )}
        <form onSubmit={submit} noValidate className="space-y-2">
          <label htmlFor={inputId} className="sr-only">
            {t('post.addComment')}
          </label>
          <Textarea
            ref={boxRef}
            id={inputId}
            rows={2}
            value={text}
            maxLength={MAX_COMMENT + 50}
            placeholder={t('post.addComment')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value) writeDraft(draftName, { text: e.target.value });
              else clearDraft(draftName);
              if (error) setError('');
            }}
          />
          {error && <FieldError id={`${inputId}-error`}>{error}</FieldError>}
          <Button type="submit" size="sm" loading={addComment.isPending}>
            {t('post.postComment')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
