import { Link, useSearchParams } from 'react-router-dom';
import { CalendarDays, PlayCircle, Video } from 'lucide-react';
import clsx from 'clsx';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { EmptyState, ListError, useFailureToast } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { usePublicPosts } from '../api/queries';
import type { LearningHubItem } from '../api/types';
import { CoverImage } from '../components/cover-image';
import { PostVideo } from '../components/post-media';
import { TagList } from '../../../ui/tag-list';
import { PostBody } from '../components/post-text';
import { learningHubText } from '../messages';

/** The webinars the page lists: the newest published ones. */
const WEBINAR_LIMIT = 24;

export const webinarPath = (id: string) => `${paths.webinarView}?id=${encodeURIComponent(id)}`;

/** /webinarView: the latest published webinar playing (or the one chosen), its notes, and the other webinars. */
export function WebinarViewPage() {
  const [params] = useSearchParams();
  const list = usePublicPosts({ page: 1, limit: WEBINAR_LIMIT, popularity: 'latest', category: 'webinar' });
  useFailureToast(list.isError && list.errorUpdateCount === 1, learningHubText.failList);
  const webinars = (list.data?.data ?? []).filter((post) => post.category === 'webinar');
  const chosen = webinars.find((post) => post._id === params.get('id')) ?? webinars[0];
  const others = webinars.filter((post) => post !== chosen);

  return (
    <div className="pb-16">
      <section className="bg-ink text-white">
        <div className="mx-auto w-full max-w-6xl px-4 pt-10 pb-8 sm:px-6 lg:pt-12">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">Webinars</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Learn from people who hire</h1>
          <p className="mt-3 max-w-2xl text-base text-slate-300 sm:text-lg">
            Recorded sessions with recruiters and referrers on getting referred, standing out and landing the role.
          </p>
        </div>
      </section>
      <div className="mx-auto w-full max-w-6xl px-4 pt-8 sm:px-6">
        {list.isPending ? (
          <WebinarSkeleton />
        ) : list.isError ? (
          <ListError message={learningHubText.failList} onRetry={() => void list.refetch()} />
        ) : !chosen ? (
          <EmptyState
            icon={Video}
            title="No webinars yet."
            text="Our first recorded sessions are on their way. Until then, the learning hub's articles cover referrals, resumes and interviews."
            actions={<ButtonLink to={paths.learningHub}>Read the Learning Hub</ButtonLink>}
          />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            <Featured webinar={chosen} />
            <aside aria-labelledby="more-webinars" className="flex flex-col gap-3">
              <h2 id="more-webinars" className="text-lg font-semibold text-ink">
                More webinars
              </h2>
              {others.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-muted">
                  This is our only webinar so far. More are coming.
                </p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {others.map((webinar) => (
                    <li key={webinar._id}>
                      <WebinarLink webinar={webinar} />
                    </li>
                  ))}
                </ul>
              )}
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}

function Featured({ webinar }: { webinar: LearningHubItem }) {
  const video = webinar.videos[0];
  return (
    <article className="flex min-w-0 flex-col gap-5">
      {video ? <PostVideo key={video} src={video} title={webinar.title} /> : <CoverImage post={webinar} eager className="rounded-xl" />}
      <header className="flex flex-col gap-2">
        <h2 className="text-2xl leading-tight font-semibold text-ink sm:text-3xl">{webinar.title}</h2>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span>
            Hosted by <span className="font-medium text-ink">{webinar.author}</span>
          </span>
          <span aria-hidden>·</span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={webinar.publishedAt}>{formatDate(webinar.publishedAt)}</time>
          </span>
        </p>
        <TagList tags={webinar.tags} />
      </header>
      <section aria-labelledby="webinar-notes" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <h3 id="webinar-notes" className="mb-3 text-base font-semibold text-ink">
          Session notes
        </h3>
        <PostBody content={webinar.content} />
        <Link
          to={paths.articleView(webinar._id)}
          className="focus-ring mt-4 inline-block rounded text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          Open this webinar's page
        </Link>
      </section>
    </article>
  );
}

function WebinarLink({ webinar }: { webinar: LearningHubItem }) {
  return (
    <Link
      to={webinarPath(webinar._id)}
      className={clsx('focus-ring flex gap-3 rounded-xl border border-slate-200 bg-white p-2.5 transition-colors hover:border-brand-200 hover:bg-brand-50/40')}
    >
      <CoverImage post={{ ...webinar, category: 'article' }} className="w-28 shrink-0 rounded-lg" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="line-clamp-2 text-sm font-medium text-ink">{webinar.title}</span>
        <span className="inline-flex items-center gap-1 text-xs text-muted">
          <PlayCircle aria-hidden className="size-3.5" />
          {formatDate(webinar.publishedAt)}
        </span>
      </span>
    </Link>
  );
}

function WebinarSkeleton() {
  return (
    <div role="status" aria-label="Loading webinars" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-4">
        <Skeleton className="aspect-video w-full rounded-xl" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
