import { matchClauseNamings } from './clause-namings.js';
import type { DefinitionContext } from './definition-patterns.js';

// Sentences written for these tests.
const written: DefinitionContext = { isListItem: false, written: true, phraseCount: () => 2 };
const defs = (sentence: string): [string, string][] => matchClauseNamings(sentence, written).map((d) => [d.term, d.meaning]);

describe('a naming that points back at the clause before its semicolon (English)', () => {
  test('given "…; this is known as X", when read, then the clause is what X means', () => {
    expect(defs('Voters back the party they already favour and discount news against it; this is known as partisan screening.')).toEqual([
      ['partisan screening', 'Voters back the party they already favour and discount news against it'],
    ]);
  });

  test('given a writer\'s "we" opened by "Or", when named, then the clause is said of people', () => {
    expect(defs('Or, we look only for facts that fit our hunch and ignore the rest; this is called selective search.')).toEqual([
      ['selective search', 'People look only for facts that fit their hunch and ignore the rest'],
    ]);
  });

  test('given "…; this process is called X", when read, then the clause is what X means', () => {
    expect(defs('Energy can also be released by breaking heavy nuclei into lighter ones; this process is called nuclear fission.')).toEqual([
      ['nuclear fission', 'Energy can also be released by breaking heavy nuclei into lighter ones'],
    ]);
  });

  test('given "…; these objects are called X", when read, then the clause names the plural kind', () => {
    expect(defs('Small icy bodies are made mostly of frozen gases and dust; these objects are called comets.')).toEqual([
      ['comets', 'Small icy bodies are made mostly of frozen gases and dust'],
    ]);
  });

  test.each([
    ['The order of operations is ignored; this is known as operator order.'], // the clause says the name's own head
    ['Prices rose sharply last year; this was bad news for savers.'], // no naming
    ['This is known as partisan screening.'], // no clause before
    ['When the planet crosses a dust stream, we see a burst of light; such an event is called a dust storm.'], // the clause leans on its "when"
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});
