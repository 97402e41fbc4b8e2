import { Link } from 'react-router-dom';
import { LoopIcon } from '../../components/ui/icons';
import './site-footer.css';

interface FooterLink { label: string; to?: string; href?: string }

const FOOTER_SECTIONS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Features',
    links: [
      { label: 'Video Processing', to: '/' },
      { label: 'Smart Notes', to: '/notes' },
      { label: 'AI Flashcards', to: '/flashcards' },
      { label: 'Study Groups', to: '/study-groups' },
    ],
  },
  {
    title: 'Learning',
    links: [
      { label: 'Study Materials', to: '/materials' },
      { label: 'AI Study Assistant', to: '/chat' },
      { label: 'Progress Dashboard', to: '/dashboard' },
      { label: 'My Library', to: '/notes' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Pricing', to: '/pricing' },
      { label: 'About StudyLoop', to: '/' },
      { label: 'Contact Support', href: 'mailto:support@studyloop.app' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="brand" aria-label="StudyLoop home">
            <span className="brand__mark"><LoopIcon size={20} strokeWidth={2.6} /></span>
            <span className="brand__name">StudyLoop</span>
          </Link>
          <p className="text-muted">
            Turn videos, PDFs and notes into study notes, flashcards, quizzes and mind maps — and keep learning in the loop.
          </p>
        </div>
        {FOOTER_SECTIONS.map((section) => (
          <nav key={section.title} aria-label={section.title} className="site-footer__section">
            <h2 className="site-footer__heading">{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.label}>
                  {link.to ? <Link to={link.to}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>© 2025 StudyLoop. All rights reserved.</p>
      </div>
    </footer>
  );
}
