import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { NotesIcon, SparklesIcon } from '../../../components/ui/icons';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast/toast-store';

export interface TextInputPanelProps {
  text: string;
  onTextChange: (text: string) => void;
  onProcess: () => void;
  busy: boolean;
}

function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** The Text Input tab: 12-row text area, Paste from Clipboard, Process Materials (spec section 2). */
export function TextInputPanel({ text, onTextChange, onProcess, busy }: TextInputPanelProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [pasting, setPasting] = useState(false);
  const blank = text.trim() === '';

  const pasteFromClipboard = async () => {
    setPasting(true);
    try {
      if (!navigator.clipboard?.readText) throw new Error('Clipboard API unavailable');
      const pasted = await navigator.clipboard.readText();
      if (!pasted) {
        toast({ title: 'Paste failed', description: 'Your clipboard has no text to paste.', variant: 'destructive' });
        return;
      }
      // Insert at the cursor (replacing any selection) rather than wiping what is already typed.
      const el = area.current;
      const start = el?.selectionStart ?? text.length;
      const end = el?.selectionEnd ?? text.length;
      onTextChange(text.slice(0, start) + pasted + text.slice(end));
      toast({ title: 'Pasted from clipboard', description: 'Content has been pasted successfully', variant: 'success' });
    } catch {
      toast({ title: 'Paste failed', description: 'Unable to access clipboard', variant: 'destructive' });
    } finally {
      setPasting(false);
    }
  };

  return (
    <div className="stack materials-text">
      <label htmlFor="materials-text" className="label">Study material</label>
      <Textarea
        ref={area}
        id="materials-text"
        name="content"
        rows={12}
        style={{ minHeight: 300 }}
        placeholder="Paste your lecture notes, a textbook section or an article here..."
        value={text}
        disabled={busy}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <div className="materials-text__footer">
        <span className="text-muted materials-text__count" aria-live="polite">
          {wordCount(text).toLocaleString()} words
        </span>
        <div className="row">
          <Button variant="outline" onClick={pasteFromClipboard} disabled={busy} loading={pasting}>
            {!pasting && <NotesIcon size={16} />} Paste from Clipboard
          </Button>
          <Button variant="gradient" onClick={onProcess} disabled={blank} loading={busy}>
            {!busy && <SparklesIcon size={16} />} Process Materials
          </Button>
        </div>
      </div>
    </div>
  );
}
