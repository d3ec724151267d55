import { useState } from 'react';
import { CalendarX, VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState, RefreshFailedNotice } from '@/components/ui/error-state';
import { useFocusAfterLoadMore } from '@/hooks/use-focus-after-remove';
import { retryProps, useLoadError } from '@/hooks/use-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePosts, useProfile } from '../api/profile.queries';
import { PostCard } from '../components/post-card';
import { ProfileHeader, type ProfileTab } from '../components/profile-header';
import { AboutCard, FeedsCard, SuggestedPagesCard } from '../components/profile-left';
import { PhotosCard, PollCard, SuggestionsCard, VideosCard } from '../components/profile-right';

function CardSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Card aria-hidden="true">
      <CardContent className="space-y-3">
        <Skeleton className="h-5 w-1/3" />
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}

function Posts() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const posts = usePosts();
  // The last page removes Load More (and its focus): continue from the first post it brought.
  const refocus = useFocusAfterLoadMore('[data-post-id]');
  const me = profile.data ? { id: 1, name: profile.data.user.name, avatar: profile.data.user.avatar } : undefined;
  // Before the skeleton: a Retry keeps the error (its Retry busy, and focused) until the attempt ends.
  const loadError = useLoadError(posts);
  if (loadError)
    return (
      <Card>
        <ErrorState {...retryProps(posts, loadError)} />
      </Card>
    );
  if (!posts.data)
    return (
      <>
        <CardSkeleton lines={5} />
        <CardSkeleton lines={5} />
      </>
    );
  const list = posts.data.pages.flatMap((p) => p.posts);
  const loadMore = async (button: HTMLElement) => {
    refocus.mark(button);
    const result = await posts.fetchNextPage();
    // More pages (or a failed one): the button stays, and focus with it.
    if (result.hasNextPage || result.isError) refocus.cancel();
  };
  // One child of the column, so its own space-y-6 spaces the posts as before.
  return (
    <div ref={refocus.container} className="space-y-6">
      {/* A failed refresh keeps the posts (and comments being typed) on screen; a failed Load More says so below. */}
      {posts.isRefetchError && <RefreshFailedNotice className="rounded-md" {...retryProps(posts, posts.error)} />}
      {list.map((post) => (
        <PostCard key={post.id} post={post} me={me} />
      ))}
      {posts.hasNextPage && (
        <div className="flex justify-center">
          <Button onClick={(e) => void loadMore(e.currentTarget)} loading={posts.isFetchingNextPage}>
            {posts.isFetchingNextPage ? t('loading') : t('loadMore')}
          </Button>
        </div>
      )}
      {posts.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-danger-text">
          {t('errors.more')}
        </p>
      )}
    </div>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const [tab, setTab] = useState<ProfileTab>('timeline');
  const loadError = useLoadError(profile);

  if (loadError)
    return (
      <Card>
        <ErrorState {...retryProps(profile, loadError)} />
      </Card>
    );
  if (!profile.data) {
    return (
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-64 w-full rounded-lg" />
        <div className="grid gap-6 lg:grid-cols-3">
          <CardSkeleton />
          <CardSkeleton lines={6} />
          <CardSkeleton />
        </div>
      </div>
    );
  }
  const data = profile.data;

  return (
    <>
      {/* A failed refresh keeps the loaded profile on screen, under a notice. */}
      {profile.isError && <RefreshFailedNotice className="mb-6 rounded-md" {...retryProps(profile, profile.error)} />}
      <ProfileHeader user={data.user} tab={tab} onTab={setTab} />
      {tab === 'timeline' && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-6">
            <AboutCard user={data.user} />
            <SuggestedPagesCard pages={data.suggestedPages} />
            <FeedsCard feeds={data.feeds} />
          </div>
          <div className="min-w-0 space-y-6">
            <Posts />
          </div>
          <div className="min-w-0 space-y-6 lg:col-span-2 lg:grid lg:grid-cols-2 lg:gap-6 lg:space-y-0 xl:col-span-1 xl:block xl:space-y-6">
            <PhotosCard photos={data.photos} />
            <SuggestionsCard suggestions={data.suggestions} />
            <PollCard poll={data.poll} />
          </div>
        </div>
      )}
      {tab === 'about' && (
        <div className="max-w-2xl">
          <AboutCard user={data.user} />
        </div>
      )}
      {tab === 'photos' && <PhotosCard photos={data.photos} />}
      {tab === 'friends' && (
        <div className="max-w-2xl">
          <SuggestionsCard suggestions={data.suggestions} />
        </div>
      )}
      {tab === 'videos' && data.videos.length > 0 && <VideosCard videos={data.videos} />}
      {tab === 'videos' && data.videos.length === 0 && (
        <Card>
          <EmptyState icon={<VideoOff />} title={t('empty.videos')} />
        </Card>
      )}
      {tab === 'events' && (
        <Card>
          <EmptyState icon={<CalendarX />} title={t('empty.events')} />
        </Card>
      )}
    </>
  );
}
