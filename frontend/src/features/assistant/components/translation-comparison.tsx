import type { NotesTranslationView, StudyNotesView } from '../api/assistant-api';

function Column({ heading, lang, title, summary, keyIdeas, definitions }: {
  heading: string; lang?: string; title: string; summary: string; keyIdeas: string[]; definitions: [string, string][];
}) {
  return (
    <section className="translation__column" lang={lang} aria-label={heading}>
      <p className="translation__label">{heading}</p>
      <h3 className="translation__title">{title}</h3>
      <h4>Summary</h4>
      <p>{summary || 'No summary available.'}</p>
      {keyIdeas.length > 0 && (
        <>
          <h4>Key Ideas</h4>
          <ol className="translation__list">{keyIdeas.map((idea, i) => <li key={i}>{idea}</li>)}</ol>
        </>
      )}
      {definitions.length > 0 && (
        <>
          <h4>Definitions</h4>
          <dl className="translation__definitions">
            {definitions.map(([term, meaning], i) => (
              <div key={i}><dt>{term}</dt><dd>{meaning}</dd></div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

/** The original and its translation side by side (stacked on narrow screens), item by item. */
export function TranslationComparison({ notes, translation }: { notes: StudyNotesView; translation: NotesTranslationView }) {
  return (
    <div className="translation" data-testid="translation">
      <Column heading="Original" title={notes.title} summary={notes.summary} keyIdeas={notes.keyIdeas} definitions={Object.entries(notes.definitions)} />
      <Column
        heading={translation.languageName}
        lang={translation.language}
        title={translation.title}
        summary={translation.summary}
        keyIdeas={translation.keyIdeas}
        definitions={translation.definitions.map((d) => [d.term, d.meaning])}
      />
    </div>
  );
}
