import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { NotesIcon } from '../../../components/ui/icons';
import { SUMMARY_ANCHOR } from '../../../lib/notes-anchors';
import { useSpeech } from '../hooks/use-speech';

const SpeakerIcon = ({ off }: { off?: boolean }) => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M11 5 6 9H2v6h4l5 4V5Z" />
    {off ? <path d="m23 9-6 6M17 9l6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />}
  </svg>
);

/** Summary with Listen/Stop (speech synthesis, rate 0.9). */
export function SummaryCard({ summary }: { summary: string }) {
  const { supported, speaking, speak, stop } = useSpeech();
  const text = summary?.trim() || 'No summary available.';
  return (
    <Card id={SUMMARY_ANCHOR}>
      <CardHeader className="notes-card__header">
        <CardTitle as="h2"><NotesIcon size={18} /> Summary</CardTitle>
        {supported && (
          <Button variant="outline" size="sm" onClick={() => (speaking ? stop() : speak(text))} aria-pressed={speaking}>
            <SpeakerIcon off={speaking} /> {speaking ? 'Stop' : 'Listen'}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <p className="notes-summary" data-testid="notes-summary">{text}</p>
      </CardContent>
    </Card>
  );
}
