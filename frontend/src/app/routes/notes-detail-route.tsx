import type { ComponentType, ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import {
  AlertIcon, CardsIcon, ChartIcon, MapIcon, NotesIcon, QuizIcon, TimerIcon, UsersIcon, type IconProps,
} from '../../components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { NotesQaPanel } from '../../features/assistant/components/notes-qa-panel';
import { TranslateButton } from '../../features/assistant/components/translate-button';
import { NotesFlashcardsTab } from '../../features/flashcards/components/notes-flashcards-tab';
import { CollaborateTab } from '../../features/groups/components/collaborate-tab';
import { MindMapTab } from '../../features/mind-maps/components/mind-map-tab';
import { NotesDetailHeader } from '../../features/notes/components/notes-detail-header';
import { NotesNotFound } from '../../features/notes/components/notes-not-found';
import { NotesTab } from '../../features/notes/components/notes-tab';
import { isNotesNotFound, useStudyNotes } from '../../features/notes/hooks/use-study-notes';
import { ProgressTab } from '../../features/progress/components/progress-tab';
import { QuizTab } from '../../features/quiz/components/quiz-tab';
import { TimerTab } from '../../features/study/components/timer-tab';

type TabProps = { notesId: string };

/** The seven tabs of a study-notes page (spec section 2), each owned by one feature. */
const NOTES_TABS: { value: string; label: string; Icon: ComponentType<IconProps>; Panel?: ComponentType<TabProps> }[] = [
  { value: 'notes', label: 'Notes', Icon: NotesIcon },
  { value: 'flashcards', label: 'Flashcards', Icon: CardsIcon, Panel: NotesFlashcardsTab },
  { value: 'quiz', label: 'Quiz', Icon: QuizIcon, Panel: QuizTab },
  { value: 'mindmap', label: 'Mind Map', Icon: MapIcon, Panel: MindMapTab },
  { value: 'timer', label: 'Timer', Icon: TimerIcon, Panel: TimerTab },
  { value: 'progress', label: 'Progress', Icon: ChartIcon, Panel: ProgressTab },
  { value: 'collaborate', label: 'Collaborate', Icon: UsersIcon, Panel: CollaborateTab },
];
const DEFAULT_TAB = 'notes';
/** `?mode=study|fullscreen` next to `?tab=flashcards` asks the flashcards tab to open in that mode. */
const FLASHCARDS_MODE_PARAM = 'mode';

function NotesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="row" role="alert">
        <AlertIcon size={18} /> These study notes could not be loaded.
        <Button variant="outline" size="sm" onClick={onRetry}>Try again</Button>
      </CardContent>
    </Card>
  );
}

/** /notes/:id — the notes header plus one tab per feature; the open tab is kept in `?tab=`. */
export function NotesDetailRoute() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const notes = useStudyNotes(id);
  const requested = searchParams.get('tab');
  const tab = NOTES_TABS.some((t) => t.value === requested) ? (requested as string) : DEFAULT_TAB;

  const selectTab = (value: string, mode?: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        if (mode) next.set(FLASHCARDS_MODE_PARAM, mode);
        else next.delete(FLASHCARDS_MODE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  if (notes.isError && isNotesNotFound(notes.error)) {
    return (
      <div className="container page" key={id}>
        <NotesNotFound />
      </div>
    );
  }

  const panel = (value: string, Panel?: ComponentType<TabProps>): ReactNode => {
    if (value === 'notes') {
      return (
        <NotesTab
          notesId={id}
          qaPanel={<NotesQaPanel notesId={id} />}
          onOpenFlashcards={(mode) => selectTab('flashcards', mode)}
        />
      );
    }
    return Panel ? <Panel notesId={id} /> : null;
  };

  return (
    <div className="container page" key={id}>
      <NotesDetailHeader notesId={id} onStudy={() => selectTab('flashcards', 'study')} translateAction={<TranslateButton notesId={id} />} />
      {notes.isError ? (
        <NotesLoadError onRetry={() => void notes.refetch()} />
      ) : (
        <Tabs value={tab} onValueChange={(value) => selectTab(value)}>
          <TabsList aria-label="Study tools">
            {NOTES_TABS.map(({ value, label, Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon size={16} />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {NOTES_TABS.map(({ value, Panel }) => (
            <TabsContent key={value} value={value}>
              {panel(value, Panel)}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
