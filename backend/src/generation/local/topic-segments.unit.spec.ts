import type { SourceSegment } from '../generation.types.js';
import { prepareDocument } from './prepare-document.js';
import { closeStart, cutBonuses, MIN_TOPIC_SECONDS, pauseBefore, topicSegmentStarts, usualPause } from './topic-segments.js';

const matrices = [
  'A matrix records where the basis vectors land after a linear transformation.',
  'Each column of the matrix is the image of one basis vector.',
  'Multiplying a matrix by a vector applies the linear transformation to that vector.',
  'The determinant of a matrix measures how the transformation scales area.',
  'A matrix with determinant zero squishes space into a line.',
  'The inverse matrix undoes the linear transformation of the original matrix.',
];
const probability = [
  'Probability measures how likely an event is to happen.',
  'Two independent events do not change the probability of each other.',
  'Conditional probability is the probability of an event given another event.',
  'Bayes rule relates a conditional probability to its reverse probability.',
  'A random variable assigns a number to each outcome of an experiment.',
  'The expected value of a random variable weighs each outcome by its probability.',
];

/** Cues of `seconds` each, spoken back to back (gap 0.2 s) except where `pauses` says how long the silence before a cue is. */
function timed(sentences: readonly string[], seconds: number, pauses: Record<number, number> = {}): SourceSegment[] {
  let t = 0;
  return sentences.map((text, i) => {
    t += pauses[i] ?? 0.2;
    const cue = { text, start: t, end: t + seconds };
    t += seconds;
    return cue;
  });
}

function starts(segments: SourceSegment[], language = 'en'): number[] {
  const durationSeconds = segments.at(-1)?.end ?? 0;
  const doc = prepareDocument({ kind: 'video', segments, durationSeconds, language }, language);
  return topicSegmentStarts(doc.sentences, segments, durationSeconds, language).map((i) => doc.sentences[i]!.time!);
}

describe('topicSegmentStarts', () => {
  it('given a lecture on matrices then on probability, when segmented, then it cuts once, where probability begins', () => {
    const segments = timed([...matrices, ...matrices, ...probability, ...probability], 10);
    const shift = segments[matrices.length * 2]!.start!;
    expect(starts(segments)).toEqual([0.2, shift]);
  });

  it('given a lecture that keeps to one vocabulary, when segmented, then it stays one part', () => {
    expect(starts(timed([...matrices, ...matrices, ...matrices, ...matrices], 10))).toEqual([0.2]);
  });

  it('given a topic shift closer to the start than the shortest part, when segmented, then no part that short is cut off', () => {
    const segments = timed([...probability.slice(0, 2), ...matrices, ...matrices, ...matrices], 10);
    const found = starts(segments);
    expect(found[0]).toBe(0.2);
    expect(found.slice(1).every((t) => t >= MIN_TOPIC_SECONDS)).toBe(true);
  });

  it('given one vocabulary throughout, when a long silence and an announced next step come halfway, then the speaker\'s signs open a part there', () => {
    const step = 'So the next question is how a matrix acts on a vector.';
    const text = [...matrices, ...matrices, step, ...matrices, ...matrices];
    const half = matrices.length * 2;
    expect(starts(timed(text, 10))).toEqual([0.2]);
    const paused = timed(text, 10, { [half]: 4 });
    expect(starts(paused)).toEqual([0.2, paused[half]!.start]);
  });
});

describe('how many parts', () => {
  it('given a ten-minute lecture switching topic every 75 seconds, when segmented, then it keeps some of the shifts, at most one per two minutes', () => {
    const blocks = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? matrices : probability)).flat();
    const segments = timed(blocks, 12.3);
    const found = starts(segments);
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.length).toBeLessThanOrEqual(Math.floor(segments.at(-1)!.end! / 120));
    // Each cut still falls where the topic switches.
    const switches = Array.from({ length: 7 }, (_, i) => segments[(i + 1) * matrices.length]!.start!);
    for (const t of found.slice(1)) expect(switches).toContain(t);
  });
});

describe('cutBonuses', () => {
  const sentences = (segments: SourceSegment[], language = 'en') => prepareDocument({ kind: 'video', segments, durationSeconds: segments.at(-1)?.end ?? 0, language }, language).sentences;

  it('given a silence three times the usual one before a cue, when weighed, then the silence adds the most there; usual gaps add little', () => {
    const text = [...matrices, ...probability];
    const quiet = timed(text, 5);
    const paused = timed(text, 5, { 6: 3 });
    const without = cutBonuses(sentences(quiet), quiet, 'en');
    const added = cutBonuses(sentences(paused), paused, 'en').map((b, i) => b - (without[i] ?? 0));
    expect(added[6]).toBeGreaterThan(Math.max(...added.filter((_, i) => i !== 6)) * 2);
  });

  it('given a silence of eight usual pauses and one of three, when weighed, then the longer silence saves more (an edit between topics, not a breath)', () => {
    const text = [...matrices, ...matrices, ...matrices];
    const quiet = timed(text, 5);
    const paused = timed(text, 5, { 6: 0.6, 12: 1.6 });
    const without = cutBonuses(sentences(quiet), quiet, 'en');
    const added = cutBonuses(sentences(paused), paused, 'en').map((b, i) => b - (without[i] ?? 0));
    expect(added[12]).toBeGreaterThan(added[6]! * 1.5);
  });

  it('given captions without pauses or cue phrases, when weighed, then cutting where the vocabulary turns over saves the most', () => {
    const segments = [...matrices, ...matrices, ...probability, ...probability].map((text, i) => ({ text, start: i * 10, end: i * 10 + 10 }));
    const bonus = cutBonuses(sentences(segments), segments, 'en');
    const deepest = bonus.indexOf(Math.max(...bonus));
    expect(Math.abs(deepest - matrices.length * 2)).toBeLessThanOrEqual(2);
  });

  it('given a roll-up track without punctuation or pauses, when segmented, then it still cuts near where probability begins', () => {
    const segments = [...matrices, ...matrices, ...probability, ...probability].map((text, i) => ({ text: text.replace(/[.,]/g, '').toLowerCase(), start: i * 10, end: i * 10 + 10 }));
    const found = starts(segments);
    expect(found.length).toBe(2);
    expect(Math.abs(found[1]! - matrices.length * 2 * 10)).toBeLessThanOrEqual(30);
  });

  it.each([
    ['en', "So let's now turn to probability.", true],
    ['en', 'Okay, so what does this mean?', true],
    ['en', 'The next question is why this works.', true],
    ['en', 'First things first, what is a hash function?', true],
    ['en', 'Zooming out, this is one attention head.', true],
    ['en', 'The matrix is square.', false],
    ['es', 'Veamos ahora la probabilidad.', true],
    ['es', 'La siguiente pregunta es por qué.', true],
    // English patterns never read Spanish text: "Okay" opens no Spanish topic, "la matriz" opens none.
    ['es', 'La matriz es cuadrada.', false],
  ])('given (%s) "%s" after another sentence, when weighed on captions without pauses, then it earns a cue phrase bonus: %s', (language, text, cue) => {
    const segments: SourceSegment[] = [
      { text: 'Una frase de antes.', start: 0, end: 5 },
      { text, start: 5, end: 10 },
    ];
    const bonus = cutBonuses(sentences(segments, language), segments, language);
    expect((bonus.at(-1) ?? 0) > 0).toBe(cue);
  });

  it.each([
    ['en', 'Similarly, the columns of the matrix land somewhere.', true],
    ['en', 'In other words, the determinant scales area.', true],
    ['en', 'For example, take the matrix with columns one and two.', true],
    ['en', 'And again, the transformation keeps lines straight.', true],
    ['en', 'The matrix is square.', false],
    ['es', 'Del mismo modo, las columnas de la matriz caen en otro lugar.', true],
    ['es', 'Es decir, el determinante escala las áreas.', true],
    ['es', 'La matriz es cuadrada.', false],
    // English openers never read Spanish text.
    ['es', 'Similarly, la matriz es cuadrada.', false],
  ])('given (%s) "%s" after another sentence, when weighed on captions without pauses, then cutting before it costs more: %s', (language, text, continues) => {
    const segments: SourceSegment[] = [
      { text: 'Una frase de antes.', start: 0, end: 5 },
      { text, start: 5, end: 10 },
    ];
    const bonus = cutBonuses(sentences(segments, language), segments, language);
    expect((bonus.at(-1) ?? 0) < 0).toBe(continues);
  });
});

describe('closeStart', () => {
  const doc = (text: string[], language: string) => prepareDocument({ kind: 'video', segments: timed(text, 10), durationSeconds: text.length * 10, language }, language).sentences;

  it.each([
    ['en', 'ending on thanks and Patreon', matrices.length, [...matrices, 'As always, thanks to everyone who supports this channel on Patreon.', 'Thank you so much for watching, and I will see you next time.']],
    ['en', 'ending on its topic', -1, [...matrices, ...probability]],
    // Channel talk in the middle of the lecture is an aside, not its close.
    ['en', 'thanking its supporters first', -1, ['Thanks to everyone who supports this channel on Patreon.', ...matrices, ...probability]],
    ['es', 'ending on "suscríbete al canal"', 3, ['Una matriz registra dónde caen los vectores base.', 'El determinante mide cuánto escala las áreas.', 'Una matriz inversa deshace la transformación.', 'Gracias por ver el vídeo y suscríbete al canal.']],
  ])('given (%s) a lecture %s, when its close is asked, then it begins at sentence %i', (language, _label, expected, text) => {
    expect(closeStart(doc(text as string[], language as string), language as string)).toBe(expected);
  });
});

describe('pauses between cues', () => {
  it('given roll-up captions whose cues touch, when the usual pause is asked, then there is none to compare with', () => {
    expect(usualPause([0, 0, 0, 0, 0.5, 0, 0, 0, 0, 0])).toBe(0);
    expect(usualPause([0, 0.4, 0.5, 3])).toBe(0.5);
  });

  it('given a sentence that starts inside a cue, when its pause is asked, then it has none; one opening its cue has the gap before it', () => {
    const segments: SourceSegment[] = [
      { text: 'A matrix is a grid. It has rows', start: 0, end: 4 },
      { text: 'and columns. Vectors are arrows.', start: 6, end: 9 },
    ];
    const doc = prepareDocument({ kind: 'video', segments, durationSeconds: 9 }, 'en');
    const byText = (prefix: string) => doc.sentences.find((s) => s.text.startsWith(prefix))!;
    expect(pauseBefore(byText('It has rows'), segments)).toBe(0);
    expect(pauseBefore(byText('Vectors'), segments)).toBe(0);
    const opening: SourceSegment[] = [{ text: 'A matrix is a grid. It has rows and columns.', start: 0, end: 4 }, { text: 'Vectors are arrows.', start: 6, end: 9 }];
    const second = prepareDocument({ kind: 'video', segments: opening, durationSeconds: 9 }, 'en');
    expect(pauseBefore(second.sentences.at(-1)!, opening)).toBe(2);
  });
});
