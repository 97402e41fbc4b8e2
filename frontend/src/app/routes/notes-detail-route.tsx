import type { ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  CardsIcon, ChartIcon, MapIcon, NotesIcon, QuizIcon, TimerIcon, UsersIcon, type IconProps,
} from '../../components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { NotesFlashcardsTab } from '../../features/flashcards/components/notes-flashcards-tab';
import { CollaborateTab } from '../../features/groups/components/collaborate-tab';
import { MindMapTab } from '../../features/mind-maps/components/mind-map-tab';
import { NotesDetailHeader } from '../../features/notes/components/notes-detail-header';
import { NotesTab } from '../../features/notes/components/notes-tab';
import { ProgressTab } from '../../features/progress/components/progress-tab';
import { QuizTab } from '../../features/quiz/components/quiz-tab';
import { TimerTab } from '../../features/study/components/timer-tab';

type TabProps = { notesId: string };

/** The seven tabs of a study-notes page (spec section 2), each owned by one feature. */
const NOTES_TABS: { value: string; label: string; Icon: ComponentType<IconProps>; Panel: ComponentType<TabProps> }[] = [
  { value: 'notes', label: 'Notes', Icon: NotesIcon, Panel: NotesTab },
  { value: 'flashcards', label: 'Flashcards', Icon: CardsIcon, Panel: NotesFlashcardsTab },
  { value: 'quiz', label: 'Quiz', Icon: QuizIcon, Panel: QuizTab },
  { value: 'mindmap', label: 'Mind Map', Icon: MapIcon, Panel: MindMapTab },
  { value: 'timer', label: 'Timer', Icon: TimerIcon, Panel: TimerTab },
  { value: 'progress', label: 'Progress', Icon: ChartIcon, Panel: ProgressTab },
  { value: 'collaborate', label: 'Collaborate', Icon: UsersIcon, Panel: CollaborateTab },
];
const DEFAULT_TAB = 'notes';

/** /notes/:id — the notes header plus one tab per feature; the open tab is kept in `?tab=`. */
export function NotesDetailRoute() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = NOTES_TABS.some((t) => t.value === requested) ? (requested as string) : DEFAULT_TAB;

  const selectTab = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="container page" key={id}>
      <NotesDetailHeader notesId={id} />
      <Tabs value={tab} onValueChange={selectTab}>
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
            <Panel notesId={id} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
