import { lowercaseVocabulary } from './casing.js';
import { prepareDocument } from './prepare-document.js';
import { slideTitleCards } from './slide-title-cards.js';

// Slides written for these tests, after the shape of a search-algorithms deck.
const cardsOf = (lines: readonly string[]) => {
  const doc = prepareDocument({ kind: 'pdf', segments: [{ text: lines.join('\n'), page: 1 }] }, 'en');
  return slideTitleCards(doc, lowercaseVocabulary(doc)).map((c) => [c.question, c.answer]);
};

describe('a slide whose first bullet says what its title is', () => {
  test.each([
    [
      'an idea',
      ['BIDIRECTIONAL SEARCH (3.4.6)', '', 'Idea: search backward from the goal and forward from the start simultaneously.'],
      ['What is the idea behind bidirectional search?', 'The idea is to search backward from the goal and forward from the start simultaneously.'],
    ],
    [
      'a comparison with another thing',
      ['GENETIC ALGORITHMS (4.1.4)', '', 'Similar to stochastic beam search, but pairs of individuals are combined to create the offspring.'],
      ['What are genetic algorithms?', 'Similar to stochastic beam search, but pairs of individuals are combined to create the offspring.'],
    ],
    [
      'a predicate without its subject',
      ['RUNTIME DISTRIBUTION', '', 'Plots the runtime and the proportion of the runs that are solved within that runtime.'],
      ['What is runtime distribution?', 'Runtime distribution plots the runtime and the proportion of the runs that are solved within that runtime.'],
    ],
    [
      'an idea further down the slide',
      ['ITERATIVE DEEPENING', '', 'BFS is guaranteed to halt but uses exponential space.', '', 'Idea: take the best from BFS and DFS and recompute elements of the frontier.'],
      ['What is the idea behind iterative deepening?', 'The idea is to take the best from BFS and DFS and recompute elements of the frontier.'],
    ],
  ])('given %s, when cards are made, then the title is asked about', (_case, lines, card) => {
    expect(cardsOf(lines)).toEqual([card]);
  });

  test.each([
    ['a bullet with its own subject', ['RUNTIME DISTRIBUTION', '', 'Costs rise when the runs take longer than the cutoff on every instance.']],
    ['a title that is an adjective', ['Large', '', 'Trains weights on layers and softmax by initializing weights on pre-trained ones.']],
    ['a title that is a question', ['WHEN IS A* GRAPH SEARCH OPTIMAL?', '', 'Similar to tree search, but it keeps track of the visited nodes.']],
    ['a bullet naming the title itself', ['Simulated Annealing', '', 'Similar to hill climbing, but simulated annealing sometimes moves downhill.']],
  ])('given %s, when cards are made, then there is none', (_case, lines) => {
    expect(cardsOf(lines)).toEqual([]);
  });
});
