import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';
import { hedgesOnPronoun, opensOnPointer, unfitTalkLine, withoutUnfitTalkLines } from './talk-note-lines.js';

// Lines the summary and key ideas of 3Blue1Brown talks (lec-tune, lec-val) had chosen, and plain claims beside them.

describe('talk note lines: openings that lean on the sentence before', () => {
  test('given a pronoun or "Well," opening, when judged, then it leans on the sentence before', () => {
    expect(opensOnPointer("Well, it's the probability of any one of these patterns, which is the probability of a single positive review raised to the 48th.", 'en')).toBe(true);
    expect(opensOnPointer('One of them has a 100% positive rating, but with only 10 reviews.', 'en')).toBe(true);
    expect(opensOnPointer('What it is, is a ledger.', 'en')).toBe(true);
    expect(opensOnPointer('As s increases, it kind of peters out, going to 0 as s approaches 1.', 'en')).toBe(true);
    expect(opensOnPointer('Any time you are convolving two different lists of numbers, you can think about it this way.', 'en')).toBe(true);
    expect(opensOnPointer('Another has a 96% positive rating, with 50 total reviews.', 'en')).toBe(true);
  });

  test('given an expletive "it", "those who" or a demonstrative noun after an opening phrase, when judged, then it does not lean', () => {
    expect(opensOnPointer("Because blocks are chained together, it's common to call it a blockchain.", 'en')).toBe(false);
    expect(opensOnPointer('Those who excel in their first jobs are the ones who make life easier for everyone around them.', 'en')).toBe(false);
    expect(opensOnPointer('In deep learning, these model parameters are almost always referred to as weights.', 'en')).toBe(false);
  });

  test('given a "kind of" hedge with a pronoun subject, when judged, then it hedges; "a kind of rotation" does not', () => {
    expect(hedgesOnPronoun('And this should kind of make sense, because the review of 96% is most likely at 96%.', 'en')).toBe(true);
    expect(hedgesOnPronoun('The equation also describes a kind of rotation.', 'en')).toBe(false);
  });
});

describe('talk note lines: why a line is no line of notes', () => {
  test('given lines bound to the screen, the listener and the example, when judged, then each gets its reason', () => {
    expect(unfitTalkLine("What you're looking at right now, by the way, is known in the business as a binomial distribution.", 'en')).toBe('on-screen');
    expect(unfitTalkLine('Focus your attention just on that last bit of all of these labels, and then highlight the positions.', 'en')).toBe('instruction');
    expect(unfitTalkLine('You also know that the product of these two numbers is 40.', 'en')).toBe('example-at-hand');
  });

  test('given plain claims of a talk, when judged, then they are fit', () => {
    expect(unfitTalkLine('A binomial distribution gives the probability of seeing a number of positive reviews out of a total.', 'en')).toBeNull();
    expect(unfitTalkLine('Creating blocks is often called mining, since it requires doing a lot of work.', 'en')).toBeNull();
  });

  test('given a Spanish line, when judged, then the narrower Spanish gate judges it', () => {
    expect(unfitTalkLine('Esto es lo que ves en la pantalla.', 'es')).toBe('on-screen');
    expect(unfitTalkLine('Esto es un vector.', 'es')).toBeNull();
  });
});

describe('talk note lines: the notes model', () => {
  const claims = [
    'A binomial distribution counts the positive reviews among a fixed number of reviews.',
    'The success rate of a seller is the long run share of good experiences with the seller.',
    'The likelihood of the data is a function of the success rate of the seller.',
    'A prior distribution over the success rate says which success rates seem plausible before the reviews.',
    'Bayes rule turns the likelihood of the reviews into a distribution over the success rate.',
  ];
  const leaning = 'Well, it is the probability of any one of these review patterns for the seller.';

  test('given a talk with enough plain claims, when the notes model is made, then a leaning line scores 0', () => {
    const doc = prepareDocument({ kind: 'video', segments: [...claims, leaning].map((text, i) => ({ text, start: i * 5, end: i * 5 + 5 })), language: 'en' });
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set(['review', 'success']) });
    const notes = withoutUnfitTalkLines(doc, model, 'en');
    const index = doc.sentences.findIndex((s) => s.text.startsWith('Well'));
    expect(model.scores[index]).toBeGreaterThan(0);
    expect(notes.scores[index]).toBe(0);
  });

  test('given a talk with too few plain claims, when the notes model is made, then the ranking is left as it was', () => {
    const doc = prepareDocument({ kind: 'video', segments: [claims[0]!, leaning].map((text, i) => ({ text, start: i * 5, end: i * 5 + 5 })), language: 'en' });
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set(['review', 'success']) });
    expect(withoutUnfitTalkLines(doc, model, 'en')).toBe(model);
  });

  test('given a book, when the notes model is made, then it is left as it was', () => {
    const doc = prepareDocument({ kind: 'text', title: 'Reviews', segments: [{ text: [...claims, leaning].join(' ') }] });
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set(['review']) });
    expect(withoutUnfitTalkLines(doc, model, 'en')).toBe(model);
  });
});

describe('talk note lines: the talk among other videos, thinking aloud, a live quiz, a broken-off line', () => {
  it.each([
    ['In a previous video I covered how matrices act on vectors.', 'talk'],
    ['The solution from the last video used a plane of velocities.', 'talk'],
    ['The video opens by stating the puzzle with care.', 'talk'],
    ['We should probably start off by stating the problem.', 'talk'],
    ['At first glance, you might think that sorting and searching are unrelated.', 'talk'],
    ['My friend Sam and I ran a contest for explainers.', 'talk'],
    ['The last of my picks is a piece on lenses.', 'talk'],
    ['Thanks again to everyone who took part.', 'talk'],
    ['Nine, okay you have to think about that for a moment.', 'talk'],
    ['There is some bias at play here, right, like most people who stay in one field.', 'talk'],
    ['Hey if you want to start just copy one of the samples.', 'talk'],
    ['You know the editor scripts you would want to copy.', 'talk'],
    ['And the correct answer is C, which is ten times the sine of 20.', 'example-at-hand'],
    ['So four squared is sixteen minus the product, which in this case is nine.', 'example-at-hand'],
    ['Because you see, once the lines are fixed, only four outcomes remain.', 'leans-on-before'],
    ['Because I think most of us like what someone close to us liked.', 'leans-on-before'],
    ["So that's going to take all those points and run through them.", 'leans-on-before'],
    ["It's meant for explainers of any kind and any topic.", 'leans-on-before'],
    ['Was there...', 'fragment'],
    ['Cosine of negative two pi divided by three.', 'fragment'],
  ])('given "%s", when judged, then it is unfit (%s)', (line, reason) => {
    expect(unfitTalkLine(line, 'en')).toBe(reason);
  });

  it.each([
    'As we saw last video, to compute an integral you need an antiderivative of the function inside it.',
    'If you step into the next chapter of life with a focus on others, you are more likely to lead.',
    'Like any real valued function, the step function is confined to one dimension.',
    'Because a lot of different shifts to the phase slow the light, the slowdown depends on the frequency of the light.',
    'Because we think of the temperature with two inputs, in this case one for space and one for time, there are two rates of change at play.',
    'Ordinarily, the way you might think about a coordinate of a vector is as a dot product with a basis vector.',
    'In some sense, you could think of light as bouncing off the charge.',
    "It's common to call a chain of blocks a blockchain.",
    'No matter how the sphere is turned, its shadow is a circle.',
  ])('given the claim "%s", when judged, then it is fit', (line) => {
    expect(unfitTalkLine(line, 'en')).toBeNull();
  });
});
