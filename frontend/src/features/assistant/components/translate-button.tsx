import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { NotesIcon } from '../../../components/ui/icons';
import { useUser } from '../../../lib/auth/use-user';
import { LANGUAGES, TRANSLATION_UNAVAILABLE } from '../api/assistant-api';
import { useAssistantCapabilities, useAssistantNotes, useTranslate, useTranslations } from '../hooks/use-translation';
import { TranslationComparison } from './translation-comparison';
import './assistant.css';

/**
 * The notes header's Translate control: pick a language; with a language model configured the
 * note (title, summary, key ideas, definitions) is translated once, kept, and shown beside the
 * original — now and whenever anyone who can read the note opens it. Without a model it says why.
 */
export function TranslateButton({ notesId }: { notesId: string }) {
  const [open, setOpen] = useState(false);
  const capabilities = useAssistantCapabilities();
  const translations = useTranslations(notesId);
  // Without a model nothing can be translated: say so on the button itself, before anyone clicks it.
  // Translations made earlier (when a model was configured) can still be opened and read.
  const unavailable = capabilities.data?.languageModel === false && (translations.data?.length ?? 0) === 0;
  if (unavailable) {
    return (
      <span className="translate-unavailable" data-testid="translate-unavailable">
        <Button variant="outline" size="sm" disabled aria-describedby={`translate-why-${notesId}`}>
          <NotesIcon size={16} /> Translate
        </Button>
        <span id={`translate-why-${notesId}`} className="text-muted translate-unavailable__why">{TRANSLATION_NEEDS_MODEL}</span>
      </span>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <NotesIcon size={16} /> Translate
      </Button>
      <TranslateDialog notesId={notesId} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Short enough to sit beside the button. */
export const TRANSLATION_NEEDS_MODEL = 'Translation needs a language model, and none is configured on this server.';

function TranslateDialog({ notesId, open, onOpenChange }: { notesId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { isAuthenticated } = useUser();
  const capabilities = useAssistantCapabilities(open);
  const notes = useAssistantNotes(notesId, open);
  const translations = useTranslations(notesId, open);
  const [language, setLanguage] = useState(LANGUAGES[0]!.code);
  const [shown, setShown] = useState<string | null>(null);

  const translate = useTranslate(notesId, (view) => setShown(view.language));

  const available = capabilities.data?.languageModel ?? false;
  const existing = translations.data ?? [];
  const current = existing.find((t) => t.language === (shown ?? language));
  const alreadyTranslated = existing.some((t) => t.language === language);

  const choose = (code: string) => {
    setLanguage(code);
    setShown(existing.some((t) => t.language === code) ? code : null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Translate notes"
      description="Read these notes in another language, side by side with the original."
      className="translate-dialog"
    >
      <div className="translate-dialog__controls">
        <label className="field translate-dialog__language">
          <span className="label">Language</span>
          <select className="input" value={language} onChange={(e) => choose(e.target.value)} aria-label="Language">
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>{l.name}{existing.some((t) => t.language === l.code) ? ' — translated' : ''}</option>
            ))}
          </select>
        </label>
        {alreadyTranslated ? (
          <Button variant="outline" onClick={() => setShown(language)}>Show translation</Button>
        ) : (
          <Button
            variant="gradient"
            loading={translate.isPending}
            disabled={!available || !isAuthenticated || capabilities.isPending}
            onClick={() => translate.mutate(language)}
          >
            {translate.isPending ? 'Translating...' : 'Translate'}
          </Button>
        )}
      </div>
      {capabilities.data && !available && (
        <Alert variant="warning" data-testid="translation-unavailable">
          <p>{TRANSLATION_UNAVAILABLE}</p>
          {existing.length > 0 && <p className="text-muted">Translations made earlier can still be read.</p>}
        </Alert>
      )}
      {available && !isAuthenticated && <p className="text-muted">Log in to translate these notes.</p>}
      {current && notes.data && <TranslationComparison notes={notes.data} translation={current} />}
    </Dialog>
  );
}
