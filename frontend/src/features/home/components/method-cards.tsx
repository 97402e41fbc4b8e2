import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, CardContent } from '../../../components/ui/card';
import { NotesIcon, UploadIcon, VideoIcon } from '../../../components/ui/icons';

interface Method {
  title: string;
  text: string;
  icon: ReactNode;
  onSelect: () => void;
}

/** Three ways in (spec: Video URLs focuses the URL input; PDF Upload and Copy & Paste open /materials). */
export function MethodCards({ onVideoSelected }: { onVideoSelected: () => void }) {
  const navigate = useNavigate();
  const methods: Method[] = [
    { title: 'Video URLs', text: 'Paste a YouTube or lecture link; captions become cited notes with timestamps.', icon: <VideoIcon size={22} />, onSelect: onVideoSelected },
    { title: 'PDF Upload', text: 'Drop a PDF up to 10MB; every key idea cites the page it came from.', icon: <UploadIcon size={22} />, onSelect: () => navigate('/materials?tab=pdf') },
    { title: 'Copy & Paste', text: 'Paste lecture notes or a textbook section and get a summary and flashcards.', icon: <NotesIcon size={22} />, onSelect: () => navigate('/materials') },
  ];
  return (
    <section className="container home-section" aria-labelledby="methods-title">
      <h2 id="methods-title" className="home-section__title">Three ways to start</h2>
      <div className="home-grid-3">
        {methods.map((method) => (
          <Card key={method.title} interactive className="method-card">
            <button type="button" className="method-card__button" onClick={method.onSelect}>
              <CardContent className="stack">
                <span className="home-icon">{method.icon}</span>
                <h3>{method.title}</h3>
                <p className="text-muted">{method.text}</p>
              </CardContent>
            </button>
          </Card>
        ))}
      </div>
    </section>
  );
}
