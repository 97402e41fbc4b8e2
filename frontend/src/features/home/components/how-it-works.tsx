const STEPS = [
  { title: 'Add your material', text: 'Paste a video link, upload a PDF or paste text from your course.' },
  { title: 'We build your study set', text: 'A summary, numbered key ideas, definitions, timestamps and flashcards, each citing its source.' },
  { title: 'Study and remember', text: 'Review cards with spaced repetition, take quizzes and map the ideas out.' },
];

/** The three-step how-it-works section. */
export function HowItWorks() {
  return (
    <section className="container home-section" aria-labelledby="how-title">
      <h2 id="how-title" className="home-section__title">How it works</h2>
      <ol className="home-grid-3 how-steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="how-step">
            <span className="how-step__number" aria-hidden="true">{index + 1}</span>
            <h3>{step.title}</h3>
            <p className="text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
