import { saidCondition } from './said-conditions.js';

// Conditions a speaker attaches to a property's name ("we say … if …"), on sentences written for these tests.

describe('said conditions in English', () => {
  test.each([
    [
      'If all the vectors land on some two-dimensional plane, we say the transformation has a rank of two.',
      'When do we say that the transformation has a rank of two?',
      'The transformation has a rank of two if all the vectors land on some two-dimensional plane.',
    ],
    [
      'When the output of a transformation is a line, meaning it is one-dimensional, we say the transformation has a rank of one.',
      'When do we say that the transformation has a rank of one?',
      'The transformation has a rank of one when the output of a transformation is a line.',
    ],
    [
      'In a case like this, where adding more terms of the series does not approach anything, you say that the series diverges.',
      'When do you say that the series diverges?',
      'The series diverges when adding more terms of the series does not approach anything.',
    ],
    [
      'We say that a function is continuous if the graph has no breaks.',
      'When do we say that a function is continuous?',
      'A function is continuous if the graph has no breaks.',
    ],
  ])('given "%s", when read, then it asks "%s" and answers "%s"', (sentence, question, answer) => {
    expect(saidCondition(sentence, 'en')).toEqual({ question, answer });
  });

  test.each([
    ['If you look at this plane, we say the transformation has a rank of two.'], // the condition points at the screen
    ['When I was a student, we said the problem was hard.'], // the speaker's past, not a rule
    ['If all the vectors land on a plane, we say it has a rank of two.'], // the statement has no subject of its own
    ['If you plug in x equals 2 and 3 and 4, we say the output is 12.'], // a worked example
    ['If all the vectors land on a plane, we say that.'], // no statement
    ['We say the transformation has a rank of two.'], // no condition
  ])('given "%s", when read, then no card is made', (sentence) => {
    expect(saidCondition(sentence, 'en')).toBeUndefined();
  });
});

describe('said conditions in Spanish', () => {
  test.each([
    [
      'Si todos los vectores caen en un plano, decimos que la transformación tiene rango dos.',
      '¿Cuándo se dice que la transformación tiene rango dos?',
      'La transformación tiene rango dos si todos los vectores caen en un plano.',
    ],
    [
      'Se dice que la serie converge cuando las sumas parciales se acercan a un valor.',
      '¿Cuándo se dice que la serie converge?',
      'La serie converge cuando las sumas parciales se acercan a un valor.',
    ],
  ])('given "%s", when read, then it asks "%s" and answers "%s"', (sentence, question, answer) => {
    expect(saidCondition(sentence, 'es')).toEqual({ question, answer });
  });

  test.each([
    ['Si cada vector agrega otra dimensión, se dice que son linealmente independientes.'], // no subject of its own
    ['Si miras este plano, decimos que la transformación tiene rango dos.'], // points at the screen
    ['Cuando era estudiante, decimos que el problema es difícil.'], // a past event
  ])('given "%s", when read, then no card is made', (sentence) => {
    expect(saidCondition(sentence, 'es')).toBeUndefined();
  });
});
