import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';
import {
  continuesStory,
  isExampleLine,
  isScreenTalk,
  isSpeakerTalk,
  isSubordinateFragment,
  leansOnPrevious,
  opensOnConcession,
  summaryFit,
  withSummaryFit,
} from './summary-fit.js';

// Sentences from OpenStax textbooks and lecture captions the summaries had chosen, and plain claims beside them.

describe('summary fit: concessions', () => {
  test('given a sentence opening on "Even though …", when judged, then it opens on a concession', () => {
    expect(
      opensOnConcession(
        'Even though new technology creates positive externalities so that perhaps one-half or two-thirds of the social benefit of new inventions spills over to others, the inventor still receives some private return.',
        'en',
      ),
    ).toBe(true);
  });

  test('given "Although …, … still …" and Spanish "Aunque …, todavía …", when judged, then both open on a concession their main clause answers', () => {
    expect(opensOnConcession('Although the market underprovides public goods, some firms still supply them.', 'en')).toBe(true);
    expect(opensOnConcession('Aunque el vector cambia de longitud, todavía apunta en la misma dirección.', 'es')).toBe(true);
  });

  test('given a concession whose main clause makes its own claim, when judged, then it stays (a history thesis)', () => {
    expect(
      opensOnConcession(
        'Whereas the American Revolutionary War resulted in the birth of an independent new nation, the French Revolution radically restructured long-standing political systems.',
        'en',
      ),
    ).toBe(false);
    expect(opensOnConcession('Although European merchants relied on mercantilist theory, mercantilism also had many critics.', 'en')).toBe(false);
  });

  test('given a plain claim that mentions "while" later, when judged, then it is no concession', () => {
    expect(opensOnConcession('A polar molecule has regions of opposite charge, while a nonpolar one still does not.', 'en')).toBe(false);
  });
});

describe('summary fit: leaning on the sentence before', () => {
  test('given "However, …" and "Voting, however, is …", when judged, then both lean on the sentence before', () => {
    expect(leansOnPrevious('However, astronomers also use a sidereal day, which is defined in terms of the rotation period of Earth.', 'en')).toBe(true);
    expect(leansOnPrevious('Voting, however, is not the only form of political engagement in which people may participate.', 'en')).toBe(true);
    expect(leansOnPrevious('The other factor involved in low youth voter turnout in the past was that candidates ignored them.', 'en')).toBe(true);
    expect(leansOnPrevious('One of them has a 100% positive rating, but with only 10 reviews.', 'en')).toBe(true);
  });

  test('given "In addition to X, …" or "Instead of X, …", when judged, then it brings its own point and does not lean', () => {
    expect(leansOnPrevious('In addition to protecting the personal freedoms of individuals, the Bill of Rights protects those accused of crimes.', 'en')).toBe(false);
    expect(leansOnPrevious('Instead of a bank, a decentralized system verifies the transactions.', 'en')).toBe(false);
  });

  test('given Spanish "No obstante, …" and "El vector, sin embargo, …", when judged, then both lean', () => {
    expect(leansOnPrevious('No obstante, la suma de vectores es conmutativa.', 'es')).toBe(true);
    expect(leansOnPrevious('El producto, sin embargo, no es conmutativo.', 'es')).toBe(true);
  });
});

describe('summary fit: example and story lines', () => {
  test('given an example set inside the sentence, when judged, then it is an example line', () => {
    expect(isExampleLine('In Switzerland, for example, ballot initiatives alter how interest groups work.', 'en')).toBe(true);
    expect(isExampleLine('One example of a hard authoritarian regime is the Democratic People’s Republic of Korea.', 'en')).toBe(true);
    expect(isExampleLine('En Suiza, por ejemplo, las iniciativas cambian cómo trabajan los grupos.', 'es')).toBe(true);
  });

  test('given a spoken ", say …" that only picks a value, when judged, then the claim is no example line', () => {
    expect(isExampleLine("Bayes' theorem is relevant when you have some hypothesis and you see some new evidence, say a verbal description.", 'en')).toBe(false);
  });

  test('given an example in brackets only, when judged, then the claim is no example line', () => {
    expect(isExampleLine('A hydrogen bond forms when a weakly positive hydrogen atom (for example, the one in water) is attracted to another atom.', 'en')).toBe(false);
  });

  test('given a question about a driver and then "The driver is likely …", when judged, then the second continues the story', () => {
    const previous =
      'For example, if someone had a major automobile accident last year, should the insurance company classify that person as a high-risk driver who is likely to have similar accidents in the future?';
    expect(continuesStory('The driver is likely to claim to be low-risk, and thus someone who should be in a low-risk group.', previous, 'en')).toBe(true);
  });

  test('given a claim after a plain sentence, or about a thing the example did not bring in, when judged, then it continues no story', () => {
    expect(continuesStory('The driver is likely to claim to be low-risk.', 'Insurance companies classify people into risk groups.', 'en')).toBe(false);
    expect(continuesStory('The insurer sets premiums by group.', 'For example, a driver may have had an accident.', 'en')).toBe(false);
  });
});

describe('summary fit: talk about the talk and the screen', () => {
  test('given the speaker talking about the talk, when judged, then it is speaker talk (English only)', () => {
    expect(isSpeakerTalk("To get more in that direction, let's play around with this value of s.", 'en')).toBe(true);
    expect(isSpeakerTalk('You could also replace this 48 with some other value.', 'en')).toBe(true);
    expect(isSpeakerTalk('You can think of a matrix as a transformation of space.', 'en')).toBe(false);
    expect(isSpeakerTalk("I'll take a moment to explain exactly what that means.", 'en')).toBe(true);
    expect(isSpeakerTalk("In the next couple videos, I'll be talking more about the derivative.", 'en')).toBe(true);
    expect(isSpeakerTalk('Okay, great, computing this pattern lets the model deduce which words are relevant.', 'en')).toBe(true);
    expect(isSpeakerTalk('The derivative measures a rate of change.', 'en')).toBe(false);
  });

  test('given what only the picture shows, when judged, then it is screen talk', () => {
    expect(isScreenTalk("If we plot the car's velocity as a function of time, it might look like this bump.", 'en')).toBe(true);
    expect(isScreenTalk("In fact, for the hash function I'm showing here, called SHA256, the output is unpredictable.", 'en')).toBe(true);
    expect(isScreenTalk('Notice how on the upper left, when we are just adding two dice, the distribution is skewed.', 'en')).toBe(true);
    expect(isScreenTalk('The hash function SHA256 has an unpredictable output.', 'en')).toBe(false);
  });

  test('given speaker talk in a written source, when its fit is measured, then only spoken sources are discounted for it', () => {
    const talk = "I'll take a moment to explain exactly what that means.";
    expect(summaryFit(talk, undefined, 'en', false)).toBe(1);
    expect(summaryFit(talk, undefined, 'en', true)).toBeLessThan(1);
  });
});

describe('summary fit: spoken fragments and story characters', () => {
  test('given a caption that opens on "Because" and never reaches a main clause, when judged, then it is a fragment', () => {
    expect(isSubordinateFragment('Because there absolutely are struggles any way that you learn math.', 'en')).toBe(true);
    expect(isSubordinateFragment('If you remember what it was like maybe in elementary school and the way it came across to us.', 'en')).toBe(true);
  });

  test('given a clause followed by its main clause, when judged, then it is no fragment', () => {
    expect(isSubordinateFragment('If we know calculus, we do know the area under the curve.', 'en')).toBe(false);
    expect(isSubordinateFragment('If the determinant is zero then the matrix squishes space.', 'en')).toBe(false);
  });

  test("given a talk's story characters, when a line says what Alice does, then it is discounted as a story line", () => {
    const line = 'Alice can also apply a similar way of thinking about the average shadow for any shape.';
    expect(summaryFit(line, undefined, 'en', true, new Set(['Alice']))).toBeLessThan(1);
    expect(summaryFit(line, undefined, 'en', true)).toBe(1);
  });

  test("given a book's invented cast, when a line says what Max's consumption does, then it is discounted as a story line", () => {
    const line = 'With a public good like national defense, Max’s consumption of national defense does not reduce the amount left for Michelle.';
    expect(summaryFit(line, undefined, 'en', false, new Set(['Max', 'Michelle']))).toBeLessThan(1);
    expect(summaryFit(line, undefined, 'en', false)).toBe(1);
  });
});

describe('summary fit: the notes model', () => {
  test('given a section whose opening is a concession, when the summary model is fitted, then the concession scores below a plain claim it outscored', () => {
    const text = [
      'Even though new technology creates positive externalities, the inventor of a public good still receives some private return from the public good.',
      'A public good is a good that is nonexcludable and nonrival, so the market underprovides a public good.',
      'Firms supply few public goods because people who do not pay for a public good still use the public good.',
    ].join(' ');
    const doc = prepareDocument({ kind: 'text', title: 'Public Goods', segments: [{ text }] });
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set(['public', 'good']) });
    const fitted = withSummaryFit(doc, model, 'en');
    expect(fitted.scores[0]).toBeLessThan(model.scores[0]!);
    expect(fitted.scores[1]).toBe(model.scores[1]);
    expect(fitted.scores[0]).toBeLessThan(fitted.scores[1]!);
  });
});
