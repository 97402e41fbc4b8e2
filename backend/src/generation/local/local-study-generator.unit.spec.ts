import { loadEconomicsFixture, type FixtureSection } from '../eval/fixtures.js';
import { longDocument, sectionAsDocument, syntheticCaptionTrack } from '../eval/evaluate-fixtures.js';
import { GenerationError, type SourceDocument, type StudyMaterial } from '../generation.types.js';
import { jaccardSimilarity } from '../text/similarity.js';
import { splitSentences } from '../text/sentences.js';
import { contentTerms } from '../text/tokens.js';
import { generateLocally, LocalStudyGenerator } from './local-study-generator.js';

// Quality checks on real textbook sections (OpenStax Principles of Economics 3e, CC BY 4.0).

const sections = loadEconomicsFixture();
const generated = sections.map((section) => ({ section, material: generateLocally(sectionAsDocument(section)) }));

const COMPLETE_SENTENCE = /^[\p{Lu}\p{N}].*[.!?]["'”’)\]]*$/su;
const BOILERPLATE = /^(?:figure|fig\.|table)\s*\d|learning objectives|by the end of this section|you will be able to|work it out|clear it up|link it up/i;
const squash = (text: string): string => text.replace(/\s+/g, ' ');

function shownTexts(m: StudyMaterial): string[] {
  return [
    ...splitSentences(m.summary).map((s) => s.text),
    ...m.keyIdeas.map((k) => k.text),
    ...m.flashcards.flatMap((c) => [c.question, c.answer]),
    ...m.definitions.map((d) => d.meaning),
  ];
}

describe('local engine on the textbook fixtures', () => {
  test.each(generated.map((g, i) => [i, g.section.section, g] as const))('%i %s: complete sentences, no fragments', (_i, _title, { material }) => {
    const summarySentences = splitSentences(material.summary).map((s) => s.text);
    expect(summarySentences.length).toBeGreaterThanOrEqual(3);
    expect(summarySentences.length).toBeLessThanOrEqual(8);
    for (const sentence of [...summarySentences, ...material.keyIdeas.map((k) => k.text)]) {
      expect(sentence).toMatch(COMPLETE_SENTENCE);
      expect(sentence.split(/\s+/).length).toBeGreaterThanOrEqual(6);
    }
  });

  test.each(generated.map((g, i) => [i, g.section.section, g] as const))('%i %s: 5–10 distinct key ideas and unique cards', (_i, _title, { material }) => {
    expect(material.keyIdeas.length).toBeGreaterThanOrEqual(5);
    expect(material.keyIdeas.length).toBeLessThanOrEqual(10);
    const terms = material.keyIdeas.map((k) => contentTerms(k.text));
    for (let a = 0; a < terms.length; a++) {
      for (let b = a + 1; b < terms.length; b++) expect(jaccardSimilarity(terms[a] ?? [], terms[b] ?? [])).toBeLessThan(0.5);
    }
    const questions = material.flashcards.map((c) => c.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
    const terms2 = material.definitions.map((d) => d.term.toLowerCase());
    expect(new Set(terms2).size).toBe(terms2.length);
  });

  test.each(generated.map((g, i) => [i, g.section.section, g] as const))('%i %s: no boilerplate, citations quote the source', (_i, _title, { section, material }) => {
    for (const text of shownTexts(material)) expect(text).not.toMatch(BOILERPLATE);
    const source = squash(section.text);
    const citations = [...material.keyIdeas, ...material.definitions, ...material.flashcards].map((x) => x.citation);
    for (const c of citations) expect(source).toContain(c.quote);
  });

  test('every section yields at least one definition with a short noun-phrase term', () => {
    const all = generated.flatMap((g) => g.material.definitions);
    expect(generated.filter((g) => g.material.definitions.length > 0).length).toBeGreaterThanOrEqual(36);
    for (const d of all) {
      expect(d.term.split(/\s+/).length).toBeLessThanOrEqual(6);
      expect(d.term).not.toMatch(/^(?:this|that|these|those|it|they|there|he|she|we|you)\b/i);
      expect(d.meaning.split(/\s+/).length).toBeGreaterThanOrEqual(2);
    }
  });

  test('titles, difficulty and reading time', () => {
    const { material, section } = generated[0] as { material: StudyMaterial; section: FixtureSection };
    expect(material.title).toBe(section.section);
    expect(material.difficulty).toBe('intermediate');
    expect(material.durationMinutes).toBe(Math.round(section.text.split(/\s+/).length / 200));
    expect(material.timestamps).toEqual([]);
    const untitled = generateLocally({ kind: 'text', segments: [{ text: section.text }] });
    expect(untitled.title.length).toBeGreaterThan(3);
    expect(untitled.title).not.toMatch(/[.:]$/);
  });
});

describe('boilerplate in PDF-like input', () => {
  const section = sections[3] as FixtureSection;
  const paragraphs = section.text.split(/\n\s*\n/);
  const pageTexts: string[] = [];
  for (let i = 0; i < paragraphs.length; i += 4) pageTexts.push(paragraphs.slice(i, i + 4).join('\n\n'));
  const pdf: SourceDocument = {
    kind: 'pdf',
    segments: pageTexts.map((text, i) => ({
      page: i + 1,
      text: [
        'Chapter 2 | Choice in a World of Scarcity',
        ...(i === 0
          ? ['Learning Objectives', 'By the end of this section, you will be able to:', '- Interpret production possibilities frontier graphs', '- Contrast peak efficiency and allocative efficiency']
          : []),
        text,
        `Figure 2.${i + 1} The production possibilities frontier for healthcare and education in this economy.`,
        `Access for free at openstax.org · ${i + 1}`,
      ].join('\n\n'),
    })),
  };
  const material = generateLocally(pdf);

  test('headers, footers, objectives and captions never reach the notes', () => {
    for (const text of [...shownTexts(material), material.title]) {
      expect(text).not.toMatch(/openstax\.org|Chapter 2 \||Learning Objectives|you will be able to|Interpret production possibilities frontier graphs|^Figure 2\./);
    }
  });

  test('citations point at the page that holds the quoted sentence', () => {
    const items = [...material.keyIdeas, ...material.definitions, ...material.flashcards];
    expect(items.length).toBeGreaterThan(10);
    for (const { citation } of items) {
      expect(citation.page).toBeDefined();
      const page = pageTexts[(citation.page ?? 0) - 1] ?? '';
      expect(squash(page)).toContain(citation.quote);
    }
    expect(new Set(items.map((x) => x.citation.page)).size).toBeGreaterThan(1);
  });
});

describe('a cheat sheet whose lines set a term before a dash', () => {
  const page = [
    'Sampling and Estimation',
    'Population – The population is the whole group of people or objects a study wants to describe.',
    'Sample – A sample is a subset of the population that is actually observed in a study.',
    'Parameter – A number that describes the population, such as its mean, is known as a parameter.',
    'Statistic – A statistic is a number computed from the sample, such as the sample mean.',
    'Sampling error - It is the difference between a statistic and the true value of the parameter.',
    'Remark: a larger sample from the same population usually gives a smaller sampling error.',
  ].join('\n\n');
  const material = generateLocally({ kind: 'pdf', segments: [{ page: 1, text: page }], language: 'en' });

  test('each labelled line defines its label, and the label stays out of the meaning', () => {
    const definitions = new Map(material.definitions.map((d) => [d.term.toLowerCase(), d.meaning.toLowerCase()]));
    expect(definitions.get('sample')).toMatch(/^a subset of the population/);
    expect(definitions.get('parameter')).toMatch(/^a number that describes the population/);
    expect(definitions.get('statistic')).toMatch(/^a number computed from the sample/);
    expect(definitions.get('sampling error')).toMatch(/^the difference between a statistic and the true value/);
    for (const meaning of definitions.values()) expect(meaning).not.toMatch(/ [–-] /);
  });
});

describe('abbreviations a lecture spells out', () => {
  const transcript = [
    'Today we look at storing documents in a database. XML, which stands for Extensible Markup Language, was the first popular document format.',
    'Later JSON became more common. JSON stands for JavaScript Object Notation and it is used by almost every web service today.',
    'To search inside these documents quickly, the database offers a special index. GIN stands for Generalized Inverted Index, and it maps each key to the rows that contain it.',
    'A GIN index is slower to build than a B-tree index but much faster for containment queries.',
  ].join('\n\n');
  const material = generateLocally({ kind: 'text', segments: [{ text: transcript }], language: 'en' });

  test('each abbreviation is asked once, as what it stands for', () => {
    const questions = material.flashcards.map((c) => c.question);
    expect(questions).toEqual(expect.arrayContaining(['What does XML stand for?', 'What does JSON stand for?', 'What does GIN stand for?']));
    const defined = new Set(material.flashcards.filter((c) => c.kind === 'definition').map((c) => c.answer.replace(/\.$/, '').toLowerCase()));
    for (const cloze of material.flashcards.filter((c) => c.kind === 'cloze')) expect(defined.has(cloze.answer.toLowerCase())).toBe(false);
  });
});

describe('video timestamps from a synthetic caption track', () => {
  const text = sections.slice(0, 3).map((s) => s.text).join('\n\n');
  const video = syntheticCaptionTrack(text, 3000);
  const cueStarts = new Set(video.segments.map((s) => s.start));
  const material = generateLocally(video);

  test('5–10 timestamps at cue starts, strictly increasing, labelled with complete sentences', () => {
    expect(material.timestamps.length).toBeGreaterThanOrEqual(5);
    expect(material.timestamps.length).toBeLessThanOrEqual(10);
    expect(material.timestamps[0]?.time).toBe(0);
    for (const [i, t] of material.timestamps.entries()) {
      expect(cueStarts.has(t.time)).toBe(true);
      if (i > 0) expect(t.time).toBeGreaterThan(material.timestamps[i - 1]?.time ?? Infinity);
      expect(t.text).toMatch(COMPLETE_SENTENCE);
    }
    expect(material.durationMinutes).toBe(Math.round((video.durationSeconds ?? 0) / 60));
  });

  test('topic shifts are found near where the source sections change', () => {
    // The three sections start at word 0, and after the first and second section's words.
    const lengths = sections.slice(0, 2).map((s) => s.text.split(/\s+/).filter(Boolean).length);
    const secondsPerWord = 4 / 10;
    const boundaries = [lengths[0] ?? 0, (lengths[0] ?? 0) + (lengths[1] ?? 0)].map((w) => w * secondsPerWord);
    const tolerance = 60;
    for (const b of boundaries) {
      if (b >= 3000 * secondsPerWord) continue;
      expect(material.timestamps.some((t) => Math.abs(t.time - b) <= tolerance)).toBe(true);
    }
  });

  test('items cite cue times', () => {
    for (const k of material.keyIdeas) expect(cueStarts.has(k.citation.time ?? -1)).toBe(true);
  });
});

describe('input limits and large inputs', () => {
  test('empty or too-short input is a GenerationError with a readable message', async () => {
    const generator = new LocalStudyGenerator();
    await expect(generator.generate({ kind: 'text', segments: [] })).rejects.toThrow(GenerationError);
    await expect(generator.generate({ kind: 'text', segments: [{ text: '   ' }] })).rejects.toThrow(/too short/);
    await expect(generator.generate({ kind: 'video', segments: [{ text: 'Hello there.', start: 0 }] })).rejects.toThrow(/too short/);
    const keywords = Array.from({ length: 30 }, (_, i) => `- Keyword number ${i} and its notes`).join('\n');
    await expect(generator.generate({ kind: 'text', segments: [{ text: keywords }] })).rejects.toThrow(/no complete sentences/);
  });

  // Speed is measured by `npm run bench:processing`, not asserted here.
  test('a 50,000-word text yields the full set of key ideas', () => {
    const material = generateLocally(longDocument(sections, 50_000));
    expect(material.keyIdeas.length).toBe(10);
  });

  test('a 10,000-word caption track yields increasing timestamps', () => {
    const material = generateLocally(syntheticCaptionTrack(sections.map((s) => s.text).join('\n\n'), 10_000));
    const times = material.timestamps.map((t) => t.time);
    expect(times.length).toBeGreaterThan(2);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('spoken identifications are not definitions', () => {
  test('given a lecture saying "X, which is the Y" about its example, when generated, then X is not defined as Y', () => {
    const cues = [
      'A linear transformation keeps lines of evenly spaced dots evenly spaced.',
      'Here every vector lands somewhere in the output space, which is the number line.',
      'The transformation is completely determined by where the two basis vectors land.',
      'Each basis vector lands on a single number, so the matrix has one row and two columns.',
      'A matrix with one row and two columns looks just like a vector tipped on its side.',
      'This connection between such matrices and vectors is the start of what people call duality.',
    ].map((text, i) => ({ text, start: i * 10, end: i * 10 + 9 }));
    const material = generateLocally({ kind: 'video', segments: cues, durationSeconds: 60, language: 'en' });
    expect(material.definitions.map((d) => d.term)).not.toContain('output space');
  });
});

describe('two readings of one naming sentence in a lecture', () => {
  test('given a naming whose pointing subject fails the gates and whose gloss after the name passes, when generated, then the gloss is the definition', () => {
    const cues = [
      'A differential equation tells you how a state changes from one moment to the next.',
      'Each state of the pendulum is a point in a plane, with its angle on one axis and its speed on the other.',
      'At every point we draw a little arrow for the way that state is changing.',
      "The flow associated with this field is called the phase flow, and it's a way to see at a glance how every starting state evolves over time.",
      'Following the phase flow from any point traces out what the pendulum will do.',
      'Some points of the phase flow never move at all, and those are the resting positions.',
    ].map((text, i) => ({ text, start: i * 10, end: i * 10 + 9 }));
    const material = generateLocally({ kind: 'video', segments: cues, durationSeconds: 60, language: 'en' });
    expect(material.definitions.find((d) => d.term === 'phase flow')?.meaning).toBe('a way to see at a glance how every starting state evolves over time');
  });
});

describe('a name given, then "It …" about it', () => {
  test('given a lecture naming a result and saying what it does, when generated, then the name is blanked in what it does, not back in its naming', () => {
    const cues = [
      'A car moving along a road covers more distance the longer it drives.',
      'Its speedometer reads the speed at each moment of the trip.',
      'Integrals add up tiny slices of area under a graph, one thin rectangle at a time.',
      'Thinner rectangles give a better approximation of the true area.',
      'Derivatives measure how sensitive a function is to tiny nudges of its input.',
      'A steep graph has a large derivative, and a flat graph has a derivative near zero.',
      'The distance travelled is the area under the graph of the speed.',
      'The slope of the distance graph at any moment is the speed at that moment.',
      'The derivative of the area under a graph gives back the function that defines the graph.',
      'This back and forth between integrals and derivatives, where the derivative of the area gives back the graph, is called the fundamental theorem of calculus.',
      'It ties together the two big ideas of integrals and derivatives, and shows how each one undoes the other.',
      'Physicists use the same reasoning for work, charge and many other quantities.',
      'Engineers rely on it when they compute the volume of tanks and pipes.',
      'Every later video builds on integrals and derivatives in one way or another.',
    ].map((text, i) => ({ text, start: i * 10, end: i * 10 + 9 }));
    const material = generateLocally({ kind: 'video', segments: cues, durationSeconds: 140, language: 'en' });
    const clozes = material.flashcards.filter((c) => c.kind === 'cloze' && c.answer === 'fundamental theorem of calculus');
    expect(clozes.map((c) => c.question)).toEqual(['The _____ ties together the two big ideas of integrals and derivatives, and shows how each one undoes the other.']);
    expect(material.flashcards.find((c) => c.kind === 'definition')?.question).toBe('What is the fundamental theorem of calculus?');
  });
});

describe('the per-part limit on written definitions', () => {
  test('given a top-scored definition the gates drop ("Customers are people who …"), when generated, then the next-best definition takes its place', () => {
    const text = [
      'Customers are people who visit the shop. Customers pay at the till. Customers like a discount. Customers return often.',
      'A ledger is a book in which a firm records every payment it makes and receives.',
      'An invoice is a document that asks a buyer to pay for goods already delivered.',
      'A receipt is a document that proves a payment was made.',
      'A budget is a plan that sets how much a household will spend in each month.',
      'The shop keeps its ledger in a drawer, and the owner checks each invoice and receipt before closing. '.repeat(3),
      'Every month the owner compares the budget with the ledger and writes down what went wrong. '.repeat(2),
    ].join('\n\n');
    const material = generateLocally({ kind: 'text', title: 'Keeping the books', segments: [{ text }] });
    expect(material.definitions.map((d) => d.term)).toEqual(['ledger', 'invoice', 'receipt', 'budget']);
  });
});

describe('a part of the example given its role aloud', () => {
  const sentences = [
    'In a layered architecture, the managers encapsulate the volatility of the sequence of activities in a use case.',
    'The engines encapsulate the volatility of the activities themselves, the business rules.',
    'The resource access layer encapsulates how the system reaches the resources it consumes.',
    'Manager A can make a queued call to manager B instead of calling manager B directly.',
    "And there's a kind of a proxy to the manager B, which acts as a resource access.",
    'The proxy picks up the message and gives it to manager B.',
    'A closed architecture only lets a layer call the layer right below it, so changes stay contained.',
    'An open architecture lets anybody call anybody else, which couples the layers to each other.',
    'Utilities are services every layer may use, like logging, security and the message bus.',
  ];
  const segments = [...sentences, ...sentences].map((text, i) => ({ text, start: i * 10, end: i * 10 + 10 }));

  test('given a lecture saying "manager B, which acts as a resource", when notes are made, then no definition asks what manager B is', () => {
    const material = generateLocally({ kind: 'video', segments, durationSeconds: segments.length * 10, language: 'en' });
    expect(material.definitions.map((d) => d.term.toLowerCase())).not.toContain('manager b');
    expect(material.flashcards.length).toBeGreaterThan(0);
  });
});
