import { quizFromPrompt } from '../generation/openai/fake-model.js';
import type { ModelQuiz } from './model-quiz.schema.js';
import { noteItems, quizMessages, rejectModelQuestion, validModelQuestions } from './model-quiz-writer.js';
import type { QuizSourceNotes } from './quiz-builder.js';

const notes: QuizSourceNotes = {
  keyIdeas: [
    { text: 'A price ceiling below equilibrium causes a shortage.', citation: { page: 1, quote: 'q' } },
    { text: 'A price floor above equilibrium causes a surplus.', citation: null },
  ],
  definitions: [
    { term: 'price ceiling', meaning: 'a legal maximum price', citation: { page: 2, quote: 'q' } },
    { term: 'price floor', meaning: 'a legal minimum price', citation: null },
    { term: 'shortage', meaning: 'when quantity demanded exceeds quantity supplied', citation: null },
    { term: 'surplus', meaning: 'when quantity supplied exceeds quantity demanded', citation: null },
  ],
};
const items = new Map(noteItems(notes).map((i) => [i.id, i]));
type Question = ModelQuiz['questions'][number];
const good: Question = {
  kind: 'definition', question: 'What is a price ceiling?', sourceId: 'D1', correctIndex: 2,
  options: ['a legal minimum price', 'when quantity supplied exceeds quantity demanded', 'a legal maximum price', 'when quantity demanded exceeds quantity supplied'],
};
const noRandom = () => 0;

describe('validating a quiz the model wrote', () => {
  it('given a question whose right option is the cited note item and whose options are distinct, when validated, then it is asked', () => {
    expect(rejectModelQuestion(good, items)).toBeNull();
    const [q] = validModelQuestions({ questions: [good] }, notes, noRandom);
    expect(q).toMatchObject({ id: 'q1', kind: 'definition', difficulty: 'easy', explanation: 'price ceiling: a legal maximum price', citation: { page: 2, quote: 'q' } });
    expect(q!.options[q!.correctIndex]).toBe('a legal maximum price');
    expect(q!.distractorSources).toEqual(['model', 'model', 'model']);
  });

  it.each<[string, Partial<Question>, string]>([
    ['an answer the note does not support', { options: ['a legal minimum price', 'b', 'photosynthesis in green leaves', 'c'] }, 'right answer not supported by the note'],
    ['repeated options', { options: ['a legal maximum price', 'A legal maximum price.', 'x', 'y'], correctIndex: 0 }, 'options not distinct'],
    ['a correct index out of range', { correctIndex: 4 }, 'correct index out of range'],
    ['three options', { options: ['a legal maximum price', 'x', 'y'], correctIndex: 0 }, 'not 4 options'],
    ['an unknown note item', { sourceId: 'D9' }, 'cites no note item'],
    ['a key-idea question citing a definition', { kind: 'key-idea' }, 'kind differs from the cited item'],
  ])('given %s, when validated, then the question is rejected', (_label, change, reason) => {
    expect(rejectModelQuestion({ ...good, ...change }, items)).toBe(reason);
    expect(validModelQuestions({ questions: [{ ...good, ...change }] }, notes, noRandom)).toEqual([]);
  });

  it('given two questions on the same note item, when validated, then only the first is kept', () => {
    expect(validModelQuestions({ questions: [good, { ...good, question: 'Which is a price ceiling?' }] }, notes, noRandom)).toHaveLength(1);
  });

  it('given the notes, when the request is written, then every key idea and definition is numbered and the topic comes first', () => {
    const [system, user] = quizMessages(notes, 3, 'shortages');
    expect(system!.content).toContain('exactly 4 options');
    expect(user!.content).toContain('Write 3 questions, those about shortages first');
    expect(user!.content).toContain('[K1] A price ceiling below equilibrium causes a shortage.');
    expect(user!.content).toContain('[D4] surplus: when quantity supplied exceeds quantity demanded');
  });

  it('given the fake model’s answer to that request, when validated, then all its questions pass', () => {
    const [, user] = quizMessages(notes, 6, null);
    const written = quizFromPrompt(user!.content);
    expect(written.questions).toHaveLength(6);
    expect(validModelQuestions(written, notes, Math.random)).toHaveLength(6);
  });
});
