import { useRef, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { SparklesIcon } from '../../../components/ui/icons';
import { useUser } from '../../../lib/auth/use-user';
import { FeaturesSection } from './features-section';
import { HowItWorks } from './how-it-works';
import { MethodCards } from './method-cards';
import { RecentVideos } from './recent-videos';
import { UsageCard } from './usage-card';
import { VideoUrlForm } from './video-url-form';
import './home-page.css';

export interface HomePageProps {
  /** The 'Join Study Groups' grid, composed in by the route (features do not import each other). */
  groupsSection?: ReactNode;
}

/** / — usage, the video form, ways in, how it works, recent videos, study groups, features (spec section 2). */
export function HomePage({ groupsSection }: HomePageProps) {
  const { isAuthenticated } = useUser();
  const urlInput = useRef<HTMLInputElement>(null);

  const focusUrlInput = () => {
    const input = urlInput.current;
    if (!input) return;
    input.scrollIntoView({ behavior: 'smooth', block: 'center' });
    input.focus({ preventScroll: true });
  };

  return (
    <div className="home">
      <section className="home-hero">
        <div className="container home-hero__inner">
          {isAuthenticated && <UsageCard />}
          <Badge variant="default"><SparklesIcon size={14} /> AI-powered study notes</Badge>
          <h1 className="home-hero__title">
            Turn Any Video Into <span className="text-gradient">Smart Study Notes</span>
          </h1>
          <p className="home-hero__lead">
            Paste an educational video link, upload a PDF or paste text. StudyLoop builds organized notes, key ideas,
            definitions, flashcards and quizzes for you, each pointing back to where it came from.
          </p>
          <VideoUrlForm inputRef={urlInput} />
        </div>
      </section>
      <MethodCards onVideoSelected={focusUrlInput} />
      <HowItWorks />
      <RecentVideos />
      {groupsSection}
      <FeaturesSection />
    </div>
  );
}
