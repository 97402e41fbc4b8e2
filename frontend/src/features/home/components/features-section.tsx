import type { ReactNode } from 'react';
import { BrainIcon, CardsIcon, ChartIcon, MapIcon, NotesIcon, QuizIcon, TimerIcon, UsersIcon } from '../../../components/ui/icons';

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  { title: 'Cited study notes', text: 'Summary, key ideas and definitions that point back to the page or minute they came from.', icon: <NotesIcon size={20} /> },
  { title: 'Spaced-repetition flashcards', text: 'Cards are scheduled for the moment you are about to forget them.', icon: <CardsIcon size={20} /> },
  { title: 'Practice quizzes', text: 'Ten-question timed quizzes built from your own notes.', icon: <QuizIcon size={20} /> },
  { title: 'Mind maps', text: 'See how the ideas connect and rearrange them together.', icon: <MapIcon size={20} /> },
  { title: 'AI study assistant', text: 'Ask questions and get answers grounded in your material.', icon: <BrainIcon size={20} /> },
  { title: 'Study groups', text: 'Share notes and chat live with classmates.', icon: <UsersIcon size={20} /> },
  { title: 'Study timer', text: 'Pomodoro sessions that count towards your streak.', icon: <TimerIcon size={20} /> },
  { title: 'Progress dashboard', text: 'Study time, streaks, accuracy and achievements from what you actually did.', icon: <ChartIcon size={20} /> },
];

/** The features section at the end of Home. */
export function FeaturesSection() {
  return (
    <section className="container home-section" aria-labelledby="features-title">
      <h2 id="features-title" className="home-section__title">Everything you need to learn it for good</h2>
      <ul className="home-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="home-feature">
            <span className="home-icon home-icon--sm">{feature.icon}</span>
            <div>
              <h3 className="home-feature__title">{feature.title}</h3>
              <p className="text-muted">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
