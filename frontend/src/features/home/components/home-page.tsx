import { Badge } from '../../../components/ui/badge';
import { SparklesIcon } from '../../../components/ui/icons';
import './home-page.css';

/** Placeholder page: the home feature replaces this file (keep the export name `HomePage`). */
export function HomePage() {
  return (
    <section className="home-hero">
      <div className="container home-hero__inner">
        <Badge variant="default"><SparklesIcon size={14} /> AI-powered study notes</Badge>
        <h1 className="home-hero__title">
          Turn Any Video Into <span className="text-gradient">Smart Study Notes</span>
        </h1>
        <p className="home-hero__lead">
          Paste an educational video link, upload a PDF or paste text. StudyLoop builds organized notes, key ideas,
          definitions, flashcards and quizzes for you.
        </p>
      </div>
    </section>
  );
}
