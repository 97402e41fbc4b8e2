import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconInput } from '../../../components/ui/icon-input';
import { AlertIcon, LockIcon, NotesIcon, VideoIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useUser } from '../../../lib/auth/use-user';
import { cn } from '../../../lib/cn';
import type { StudyNotesView } from '../api/notes-api';
import { useLibraryNotes, useMyVideos } from '../hooks/use-library';
import { NoteCard } from './note-card';
import { VideoCard } from './video-card';
import './library.css';

const SearchIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" />
  </svg>
);

/** Spec section 9: the loading skeleton shows 6 cards. */
export const LIBRARY_SKELETON_CARDS = 6;

type Visibility = 'all' | 'public' | 'private';
const FILTERS: { value: Visibility; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

/** Title or content (summary, key ideas, definitions) contains every word of the query. */
export function matchesSearch(notes: StudyNotesView, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    notes.title,
    notes.summary,
    ...notes.keyIdeas,
    ...Object.entries(notes.definitions ?? {}).flat(),
  ].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

function SkeletonGrid() {
  return (
    <div className="library-grid" aria-busy="true" data-testid="library-skeleton">
      {Array.from({ length: LIBRARY_SKELETON_CARDS }, (_, i) => (
        <Card key={i}>
          <CardContent className="stack">
            <Skeleton width="70%" height={20} />
            <Skeleton width="35%" />
            <Skeleton height={54} />
            <div className="row"><Skeleton width={70} height={22} /><Skeleton width={60} height={22} /></div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card className="library-stat">
      <CardContent>
        <p className="library-stat__value">{value}</p>
        <p className="text-muted library-stat__label">{label}</p>
      </CardContent>
    </Card>
  );
}

function NotesPanel() {
  const { notes, isPending, isError } = useLibraryNotes();
  const [search, setSearch] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('all');
  const query = useDeferredValue(search);

  // The totals are the learner's own notes; others' public notes are listed apart, with their author.
  const own = notes.filter((n) => n.isOwner);
  const publicCount = own.filter((n) => n.isPublic).length;
  const shown = notes.filter(
    (n) => (visibility === 'all' || (visibility === 'public') === n.isPublic) && matchesSearch(n, query),
  );
  const shownOwn = shown.filter((n) => n.isOwner);
  const shownOthers = shown.filter((n) => !n.isOwner);

  return (
    <div className="stack library-panel">
      <div className="library-toolbar">
        <div className="library-search">
          <label htmlFor="library-search" className="sr-only">Search notes</label>
          <IconInput
            id="library-search"
            type="search"
            icon={<SearchIcon />}
            placeholder="Search notes by title or content..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="segmented" role="group" aria-label="Filter by visibility">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              className={cn('segmented__item', visibility === filter.value && 'segmented__item--active')}
              aria-pressed={visibility === filter.value}
              onClick={() => setVisibility(filter.value)}
            >
              {filter.label}
            </button>
          ))}
        </div>
      </div>

      <div className="library-stats" data-testid="library-stats">
        <Stat label="Study Notes" value={own.length} />
        <Stat label="Public Notes" value={publicCount} />
        <Stat label="Private Notes" value={own.length - publicCount} />
      </div>

      {isError && (
        <Alert variant="destructive" icon={<AlertIcon size={18} />} title="Some notes could not be loaded">
          <p>Please refresh the page to try again.</p>
        </Alert>
      )}

      {isPending ? (
        <SkeletonGrid />
      ) : notes.length === 0 ? (
        <EmptyState
          icon={<NotesIcon />}
          title="No study notes yet"
          description="Process a video, a PDF or some text and your notes will appear here."
          action={<ButtonLink to="/">Process your first video</ButtonLink>}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={<NotesIcon />} title="No notes found" description="Try another search or filter." />
      ) : (
        <>
          {shownOwn.length > 0 && (
            <div className="library-grid" data-testid="own-notes">
              {shownOwn.map((n) => <NoteCard key={n.id} notes={n} />)}
            </div>
          )}
          {shownOthers.length > 0 && (
            <section className="stack" aria-labelledby="others-public-notes">
              <h2 id="others-public-notes" className="library-section-title">Public notes by other learners</h2>
              <div className="library-grid" data-testid="others-notes">
                {shownOthers.map((n) => <NoteCard key={n.id} notes={n} />)}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}

function VideosPanel() {
  const { user, isAuthenticated, isPending: userPending } = useUser();
  const videos = useMyVideos();
  // While the session is being checked, a signed-in learner is not told to log in.
  if (userPending) return <SkeletonGrid />;
  if (!isAuthenticated) {
    return (
      <EmptyState
        icon={<LockIcon />}
        title="Log in to see your videos"
        description="Videos you submit are listed here with their processing status."
        action={<ButtonLink to="/auth">Login</ButtonLink>}
      />
    );
  }
  if (videos.isPending) return <SkeletonGrid />;
  if (videos.isError) {
    return (
      <Alert variant="destructive" icon={<AlertIcon size={18} />} title="Your videos could not be loaded">
        <p>Please refresh the page to try again.</p>
      </Alert>
    );
  }
  if (videos.data.length === 0) {
    return (
      <EmptyState
        icon={<VideoIcon />}
        title="No videos submitted yet"
        description="Paste a lecture link on the home page to get cited notes with timestamps."
        action={<ButtonLink to="/">Submit First Video</ButtonLink>}
      />
    );
  }
  return (
    <div className="library-grid">
      {videos.data.map((video) => <VideoCard key={video.id} video={video} isOwner={video.userId === user?.id} />)}
    </div>
  );
}

/** /notes — 'My Learning Library': study notes and submitted videos (spec section 2, Library). */
export function LibraryPage() {
  const { isAuthenticated } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'videos' ? 'videos' : 'notes';
  const { notes } = useLibraryNotes();
  const videos = useMyVideos();
  const videoCount = isAuthenticated ? (videos.data?.length ?? 0) : 0;

  return (
    <div className="container page">
      <PageHeader
        title="My Learning Library"
        description="All your study notes and processed videos in one place."
        actions={<ButtonLink to="/" variant="gradient"><VideoIcon size={16} /> Process New Video</ButtonLink>}
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'videos' ? { tab: 'videos' } : {}, { replace: true, preventScrollReset: true })}
      >
        <TabsList aria-label="Library">
          <TabsTrigger value="notes"><NotesIcon size={16} /> Study Notes ({notes.length})</TabsTrigger>
          <TabsTrigger value="videos"><VideoIcon size={16} /> My Videos ({videoCount})</TabsTrigger>
        </TabsList>
        <TabsContent value="notes"><NotesPanel /></TabsContent>
        <TabsContent value="videos"><VideosPanel /></TabsContent>
      </Tabs>
    </div>
  );
}
