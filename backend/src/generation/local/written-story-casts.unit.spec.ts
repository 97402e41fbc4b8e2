import { writtenStoryCast } from './written-story-casts.js';

// Sentences written for these tests, after the forms of economics, philosophy and history textbooks.
describe('the invented people of a textbook’s worked story', () => {
  test('given two people set up in a supposition, when read, then both are the cast', () => {
    const sentences = [
      'With a private good like a sandwich, if Omar is eating the sandwich then Lena cannot also eat it.',
      'With a public good like a lighthouse, Omar’s use of the light does not reduce the light left for Lena.',
    ];
    expect([...writtenStoryCast(sentences)].sort()).toEqual(['Lena', 'Omar']);
  });

  test('given one person in a supposition ("if God is …"), when read, then there is no cast', () => {
    expect(writtenStoryCast(['For example, if God is a loving being, humans should learn to love.', 'God commands what is good.']).size).toBe(0);
  });

  test('given real people told in the past or named in full, when read, then none is a story person', () => {
    const history = [
      'When Sargon was a baby, his mother put him in a basket on the river.',
      'Hongwu sent an announcement to the emperor, and Zhu Di later moved the capital.',
    ];
    expect(writtenStoryCast(history).size).toBe(0);
    const named = ['If Weber is right, then Marx is wrong about class.', 'Max Weber and Karl Marx wrote about class.'];
    expect(writtenStoryCast(named).size).toBe(0);
  });
});
