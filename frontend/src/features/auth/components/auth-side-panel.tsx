import type { ComponentType } from 'react';
import { CardsIcon, NotesIcon, UsersIcon, VideoIcon, type IconProps } from '../../../components/ui/icons';

const BENEFITS: { title: string; text: string; Icon: ComponentType<IconProps> }[] = [
  { title: 'Video Processing', text: 'Turn educational videos into organized study notes in minutes.', Icon: VideoIcon },
  { title: 'Smart Notes', text: 'Summaries, key ideas, definitions and timestamps, ready to review.', Icon: NotesIcon },
  { title: 'AI Flashcards', text: 'Cards generated from your content and scheduled for spaced repetition.', Icon: CardsIcon },
  { title: 'Study Groups', text: 'Learn together, share notes and keep each other motivated.', Icon: UsersIcon },
];

export function AuthSidePanel() {
  return (
    <aside className="auth-panel" aria-labelledby="auth-panel-title">
      <h2 id="auth-panel-title" className="auth-panel__title">Learn Smarter, Not Harder</h2>
      <p className="auth-panel__lead">Everything you need to understand, remember and master what you study.</p>
      <ul className="auth-panel__list">
        {BENEFITS.map(({ title, text, Icon }) => (
          <li key={title} className="auth-panel__item">
            <span className="auth-panel__icon"><Icon size={20} /></span>
            <div>
              <h3 className="auth-panel__item-title">{title}</h3>
              <p className="auth-panel__item-text">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
