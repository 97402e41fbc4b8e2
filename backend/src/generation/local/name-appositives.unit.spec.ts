import { matchNameAppositives } from './name-appositives.js';

// Sentences written for these tests.
const context = { isListItem: false, written: true, phraseCount: (): number => 3 };
const defs = (sentence: string): [string, string, number][] => matchNameAppositives(sentence, context).map((d) => [d.term, d.meaning, d.confidence]);

describe('a name glossed where a sentence mentions it (English)', () => {
  test.each([
    ['Settlers moved west of the Fall Line, a boundary running along the edge of the coastal plain.', 'Fall Line', 'a boundary running along the edge of the coastal plain'],
    ['The king began the Dissolution in 1536, a campaign to close the monasteries of England.', 'Dissolution', 'a campaign to close the monasteries of England'],
    ['Reformers welcomed the Great Reform Act, a law that widened the vote to the middle classes.', 'Great Reform Act', 'a law that widened the vote to the middle classes'],
    ['Trade collapsed as the Embargo, a ban on all exports to Europe, took hold.', 'Embargo', 'a ban on all exports to Europe'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning, 0.8]]);
  });

  test('given a name given and glossed at once ("became known as the Terror, a period of …"), when read, then it is read with full confidence', () => {
    expect(defs('Those years became known as the Terror, a period of violence against enemies of the state.')).toEqual([
      ['Terror', 'a period of violence against enemies of the state', 1],
    ]);
  });

  test.each([
    ['During the Revolution, a complex situation existed among the tribes.'], // the comma closes the opening phrase
    ['In the United States, the process of impeachment, which is rare, needs a majority.'], // the main clause's subject
    ['Andros set about enforcing the Navigation Acts, a move that threatened the region’s trade.'], // a comment on the clause
    ['Hamilton proposed a Bank of the United States, an institution modeled on the Bank of England.'], // part of a longer name
    ['Another example of a protest group was the Patriot Front, a group that marched in the capital.'], // an example
    ['The population grew fastest in the United States, a 50 percent increase from 2000.'], // a figure, not a gloss
    ['The doctrine favoured ousting governments in favour of the Western Powers, the friendly, preferably democratic, regimes.'], // cut short
    ['They met Martin Luther, a monk who taught at Wittenberg.'], // a person's name takes no article
    ['Still, under the Normans, the majority of English peasants lived in small villages.'], // the main clause after an opening phrase
    ['Only a few years after the signing of the Union Charter, the young league seemed close to collapse.'],
  ])('given "%s", when read, then no name is glossed', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a Spanish sentence, when read, then nothing is glossed (the article is English)', () => {
    expect(defs('Los colonos cruzaron la Línea de Proclamación, una frontera que seguía los Apalaches.')).toEqual([]);
  });
});
