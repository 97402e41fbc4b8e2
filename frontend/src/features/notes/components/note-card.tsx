import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { LockIcon, TimerIcon, UsersIcon } from '../../../components/ui/icons';
import type { StudyNotesView } from '../api/notes-api';
import { difficultyLabel, formatDate } from '../notes-format';

/** Spec section 9: a library card shows up to 3 key ideas, each cut to 20 characters. */
export const CARD_KEY_IDEAS = 3;
export const CARD_KEY_IDEA_CHARS = 20;

function cutIdea(idea: string): string {
  return idea.length > CARD_KEY_IDEA_CHARS ? `${idea.slice(0, CARD_KEY_IDEA_CHARS)}...` : idea;
}

/** One notes card of the library; the whole card opens /notes/{id}. */
export function NoteCard({ notes }: { notes: StudyNotesView }) {
  const extra = notes.keyIdeas.length - CARD_KEY_IDEAS;
  return (
    <Card interactive className="library-card" data-testid="note-card">
      <Link to={`/notes/${notes.id}`} className="library-card__link">
        <CardContent className="library-card__body">
          <div className="library-card__top">
            <h3 className="library-card__title">{notes.title}</h3>
            {notes.isPublic ? (
              <Badge variant="success"><UsersIcon size={12} /> Public</Badge>
            ) : (
              <Badge variant="neutral"><LockIcon size={12} /> Private</Badge>
            )}
          </div>
          <p className="library-card__date text-muted">
            {formatDate(notes.createdAt)}
            {!notes.isOwner && <span data-testid="note-author"> · by {notes.authorUsername ?? 'a former member'}</span>}
          </p>
          <p className="library-card__summary">{notes.summary?.trim() || 'No summary available'}</p>
          <div className="row library-card__meta">
            <Badge variant="outline">{difficultyLabel(notes.difficulty)}</Badge>
            <span className="text-muted library-card__duration">
              <TimerIcon size={14} /> {notes.duration > 0 ? `${notes.duration} min` : 'N/A'}
            </span>
          </div>
          {notes.keyIdeas.length > 0 && (
            <ul className="library-card__ideas" aria-label="Key ideas">
              {notes.keyIdeas.slice(0, CARD_KEY_IDEAS).map((idea, i) => (
                <li key={i} className="library-card__idea" title={idea}>{cutIdea(idea)}</li>
              ))}
              {extra > 0 && <li className="library-card__more">+{extra} more</li>}
            </ul>
          )}
        </CardContent>
      </Link>
    </Card>
  );
}
