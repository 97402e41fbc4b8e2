const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Can I cancel anytime?',
    answer: 'Yes. Cancel whenever you like from Manage subscription; you keep your plan until the end of the billing period you paid for.',
  },
  {
    question: 'What happens when I change plans?',
    answer: 'Plan changes are prorated: moving up charges only the difference for the rest of the period, moving down credits the unused part.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'All major credit and debit cards, and PayPal where it is available for your country. Payments are processed securely by Stripe.',
  },
  {
    question: 'Is there a free trial?',
    answer: 'The Free plan is the trial: 3 videos a month with notes and flashcards, no card needed. Upgrade when you want more.',
  },
];

export function PricingFaq() {
  return (
    <section className="pricing-faq" aria-labelledby="pricing-faq-title">
      <h2 id="pricing-faq-title">Frequently Asked Questions</h2>
      <div className="pricing-faq__list">
        {FAQ.map((item) => (
          <details key={item.question} className="pricing-faq__item">
            <summary>{item.question}</summary>
            <p className="text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
