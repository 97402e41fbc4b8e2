import { appliesToWorkedNumber, isPowerBlank, setsSymbolValue } from './spoken-value-cards.js';

// Short texts written for these tests, in the shapes spoken lectures take (English and Spanish).

describe('appliesToWorkedNumber', () => {
  it.each([
    ['en', 'The correct one is C, _____ of three divided by two.'],
    ['en', 'Evidently that is around the _____ of pi cubed over six.'],
    ['en', 'The roots are two thirds plus or minus the _____ of negative eleven over d.'],
    ['en', 'What we get is the _____ of three all divided by two.'],
    ['en', 'Cosine of pi twelfths is going to be the _____ of this value.'],
    ['es', 'El coseno va a ser la _____ de este valor.'],
    ['es', 'La respuesta correcta es la _____ de tres sobre dos.'],
  ])('given a %s cloze "%s" that applies the blank to a worked number, when it is read, then it computes', (language, question) => {
    expect(appliesToWorkedNumber(question, language)).toBe(true);
  });

  it.each([
    ['en', 'You could never breathe a word of i, the _____ of negative one.'],
    ['en', 'The _____ of a thousand integers is pretty high.'],
    ['en', 'The _____ of three vectors is the volume they span.'],
    ['en', 'Taking the _____ of that vector gives its rate of change.'],
    ['es', 'La unidad imaginaria es la _____ de menos uno.'],
    ['fr', 'La _____ de trois sur deux.'],
  ])('given a %s cloze "%s" with no arithmetic after the number, when it is read, then it does not compute', (language, question) => {
    expect(appliesToWorkedNumber(question, language)).toBe(false);
  });
});

describe('isPowerBlank', () => {
  it.each([
    ['en', 'fifth power'],
    ['en', 'nth power'],
    ['es', 'quinta potencia'],
  ])('given a %s blank "%s", when it is read, then it is a power of the working', (language, blank) => {
    expect(isPowerBlank(blank, language)).toBe(true);
  });

  it.each([
    ['en', 'power series'],
    ['en', 'power rule'],
    ['es', 'alta potencia'],
  ])('given a %s blank "%s", when it is read, then it is no bare power', (language, blank) => {
    expect(isPowerBlank(blank, language)).toBe(false);
  });
});

describe('setsSymbolValue', () => {
  it.each([
    ['en', 'When _____ is zero sine of zero is zero.', 'theta'],
    ['en', 'If _____ equals 90 degrees, the pendulum falls freely.', 'theta'],
    ['es', 'Cuando _____ es cero, el seno de cero es cero.', 'theta'],
  ])('given a %s cloze "%s" whose blank is the letter set to a value, when it is read, then it is the working', (language, question, blank) => {
    expect(setsSymbolValue(question, language, blank)).toBe(true);
  });

  it.each([
    ['en', 'What happens when theta is zero?'],
    ['en', 'What happens if alpha is exactly 2?'],
    ['es', '¿Qué pasa cuando theta es cero?'],
  ])('given a %s question "%s" that sets the letter to a value, when it is read, then it is the working', (language, question) => {
    expect(setsSymbolValue(question, language)).toBe(true);
  });

  it.each([
    ['en', 'When the _____ is zero, the function has a maximum.', 'derivative'],
    ['en', 'When theta is zero the _____ is flat.', 'tangent line'],
    ['en', 'When _____ is small, sine of theta is close to theta.', 'theta'],
  ])('given a %s cloze "%s" whose blank is no letter set to a value, when it is read, then it stands', (language, question, blank) => {
    expect(setsSymbolValue(question, language, blank)).toBe(false);
  });

  it.each([
    ['en', 'What happens when the input is zero?'],
    ['en', 'What happens when theta is small?'],
  ])('given a %s question "%s" on a word or no value, when it is read, then it stands', (language, question) => {
    expect(setsSymbolValue(question, language)).toBe(false);
  });
});
