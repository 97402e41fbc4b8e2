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
  kind: 'definition', format: 'multiple-choice', question: 'What is a price ceiling?', sourceId: 'D1', correctIndex: 2,
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

  it('given a statement to judge, when validated, then a true one must be the note item and a false one the item with something changed', () => {
    const statement = (question: string, correctIndex: number): Question => ({ kind: 'key-idea', format: 'true-false', question, options: ['True', 'False'], correctIndex, sourceId: 'K1' });
    expect(rejectModelQuestion(statement('A price ceiling below equilibrium causes a shortage.', 0), items)).toBeNull();
    expect(rejectModelQuestion(statement('A price ceiling below equilibrium causes a surplus.', 1), items)).toBeNull();
    expect(rejectModelQuestion(statement('A price ceiling below equilibrium causes a shortage.', 1), items)).toBe('false statement says what the note says');
    expect(rejectModelQuestion(statement('Photosynthesis needs sunlight and water.', 0), items)).toBe('statement not about the note');
    expect(rejectModelQuestion({ ...statement('A price ceiling below equilibrium causes a shortage.', 0), options: ['Yes', 'No'] }, items)).toBe('options not True, False');
    const [q] = validModelQuestions({ questions: [statement('True or false? A price ceiling below equilibrium causes a surplus.', 1)] }, notes, noRandom);
    expect(q).toMatchObject({ kind: 'true-false', question: 'True or false? “A price ceiling below equilibrium causes a surplus.”', options: ['True', 'False'], correctIndex: 1, distractorSources: [] });
  });

  it('given Spanish notes, when a statement to judge is validated, then it is asked in Spanish with "Verdadero"/"Falso"', () => {
    const spanish: QuizSourceNotes = {
      language: 'es',
      keyIdeas: [{ text: 'Un precio máximo por debajo del equilibrio causa escasez.', citation: null }],
      definitions: [{ term: 'precio máximo', meaning: 'un precio legal más alto permitido', citation: null }],
    };
    const q: Question = { kind: 'key-idea', format: 'true-false', question: '¿Verdadero o falso? Un precio máximo por debajo del equilibrio causa excedente.', options: ['True', 'False'], correctIndex: 1, sourceId: 'K1' };
    const [asked] = validModelQuestions({ questions: [q] }, spanish, noRandom);
    expect(asked).toMatchObject({ question: '¿Verdadero o falso? «Un precio máximo por debajo del equilibrio causa excedente.»', options: ['Verdadero', 'Falso'], correctIndex: 1 });
  });

  it('given a term to type, when validated, then it must be the cited definition’s own term, not named in the question', () => {
    const typed = (question: string, answer: string, sourceId = 'D2'): Question => ({ kind: 'definition', format: 'typed', question, options: [answer], correctIndex: 0, sourceId });
    expect(rejectModelQuestion(typed('Which term means “a legal minimum price”?', 'Price floors'), items)).toBeNull();
    expect(rejectModelQuestion(typed('Which term means “a legal minimum price”?', 'minimum wage'), items)).toBe('typed answer not the defined term');
    expect(rejectModelQuestion(typed('What is a price floor, the legal minimum price?', 'price floor'), items)).toBe('question names the term');
    expect(rejectModelQuestion({ ...typed('Which idea is this?', 'A price floor above equilibrium causes a surplus.', 'K2'), kind: 'key-idea' }, items)).toBe('typed answer not from a definition');
    const [q] = validModelQuestions({ questions: [typed('Which term means “a legal minimum price”? Type it.', 'Price floors')] }, notes, noRandom);
    expect(q).toMatchObject({ kind: 'typed', options: [], correctIndex: -1, answerText: 'price floor', distractorSources: [] });
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
    const valid = validModelQuestions(written, notes, Math.random);
    expect(valid).toHaveLength(6);
    expect(valid.map((q) => q.kind).sort()).toEqual(['definition', 'definition', 'definition', 'key-idea', 'true-false', 'typed']);
  });
});
