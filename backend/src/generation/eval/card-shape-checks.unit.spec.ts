import { judgeCards } from './card-checker.js';
import { hasNoMainVerb, hasPronounSubjectAfterOpener, isCommand, isHedgedCloze, isHedgedKeyPoint, pointsAtPicture, sameSentenceRepeats } from './card-shape-checks.js';
import { card } from '../../test-support/flashcard.js';

// Short texts written for these tests, in English and Spanish.

describe('hasNoMainVerb', () => {
  it('reads an opening "-ing" phrase or a noun with only a relative verb as no sentence (English)', () => {
    expect(hasNoMainVerb('Always moving the rest of the plane in a way that keeps the lines straight.', 'en')).toBe(true);
    expect(hasNoMainVerb('Cost of repairs to the house, which is a function of its age.', 'en')).toBe(true);
  });
  it('keeps a gerund subject and a plain sentence (English)', () => {
    expect(hasNoMainVerb('Finding the area implicitly accounts for every value between the bounds.', 'en')).toBe(false);
    expect(hasNoMainVerb('The set of points that lands on zero is called the kernel.', 'en')).toBe(false);
    expect(hasNoMainVerb('Buyers who must pay a high price often buy a smaller amount of the good.', 'en')).toBe(false);
  });
  it('reads an opening gerund with no clause as no sentence (Spanish)', () => {
    expect(hasNoMainVerb('Siempre moviendo el resto del plano de manera que las líneas siguen rectas.', 'es')).toBe(true);
    expect(hasNoMainVerb('Repitiendo lo anterior, la suma de dos vectores es otro vector.', 'es')).toBe(false);
  });
});

describe('isCommand', () => {
  it('finds an instruction (English and Spanish)', () => {
    expect(isCommand('Take a moment to imagine the whole plane.', 'en')).toBe(true);
    expect(isCommand('Tómate un momento para imaginar todo el plano.', 'es')).toBe(true);
  });
  it('finds an instruction after a comma or a first sentence (English and Spanish)', () => {
    expect(isCommand('Given how I described a market earlier, think about why this definition makes sense.', 'en')).toBe(true);
    expect(isCommand('Como hicimos antes, considera una función que da el área.', 'es')).toBe(true);
    expect(isCommand('When prices rise, people think about saving more.', 'en')).toBe(false);
  });
  it('keeps a claim and "Note that …" (English and Spanish)', () => {
    expect(isCommand('Note that prices rise when supply falls.', 'en')).toBe(false);
    expect(isCommand('Prices rise when supply falls.', 'en')).toBe(false);
    expect(isCommand('Los precios suben cuando baja la oferta.', 'es')).toBe(false);
  });
});

describe('isHedgedKeyPoint', () => {
  it('finds a hedge answering a key point (English and Spanish)', () => {
    expect(isHedgedKeyPoint(card('concept', 'What is the key point about markets?', 'Some markets are simple, like a farmers market.'))).toBe(true);
    expect(isHedgedKeyPoint(card('concept', '¿Cuál es la idea clave sobre mercados?', 'Algunos mercados son simples, como un mercado local.'))).toBe(true);
  });
  it('keeps a statement and other questions (English and Spanish)', () => {
    expect(isHedgedKeyPoint(card('concept', 'What is the key point about tariffs?', 'A tariff is a tax on imported goods.'))).toBe(false);
    expect(isHedgedKeyPoint(card('concept', '¿Cuál es la idea clave sobre aranceles?', 'Un arancel es un impuesto sobre las importaciones.'))).toBe(false);
    expect(isHedgedKeyPoint(card('concept', 'What happens to some markets?', 'Some markets close.'))).toBe(false);
  });
});

describe('pointsAtPicture', () => {
  it('finds a demonstrative noun the card never named (English and Spanish)', () => {
    expect(pointsAtPicture(card('concept', 'What happens if prices fall?', 'The firm loses money, namely the area of that rectangle.'))).toBe(true);
    expect(pointsAtPicture(card('concept', '¿Qué pasa si bajan los precios?', 'La empresa pierde el área de ese rectángulo.'))).toBe(true);
  });
  it('keeps a demonstrative whose noun the card named, and idioms (English and Spanish)', () => {
    expect(pointsAtPicture(card('concept', 'What is the area of a rectangle?', 'The area of that rectangle is its width times its height.'))).toBe(false);
    expect(pointsAtPicture(card('concept', 'What happens if prices fall?', 'In that case the firm loses money.'))).toBe(false);
    expect(pointsAtPicture(card('concept', '¿Qué pasa si bajan los precios?', 'En ese caso la empresa pierde dinero.'))).toBe(false);
  });
});

describe('sameSentenceRepeats and judgeCards', () => {
  it('marks a cloze repeating a concept answer as junk (English and Spanish)', () => {
    const en = [card('concept', 'What is the key point about tariffs?', 'A tariff is a tax on imported goods.'), card('cloze', 'A tariff is a _____ on imported goods.', 'tax')];
    expect(sameSentenceRepeats(en)).toEqual([false, true]);
    expect(judgeCards(en, 'en')[1]).toBe('junk');
    const es = [card('concept', '¿Cuál es la idea clave sobre aranceles?', 'Un arancel es un impuesto sobre los bienes importados.'), card('cloze', 'Un arancel es un _____ sobre los bienes importados.', 'impuesto')];
    expect(sameSentenceRepeats(es)).toEqual([false, true]);
  });
  it('leaves different sentences alone', () => {
    expect(sameSentenceRepeats([card('cloze', 'A tariff is a _____ on imported goods.', 'tax'), card('cloze', 'A quota is a _____ on imported goods.', 'limit')])).toEqual([false, false]);
  });
});

describe('isHedgedCloze', () => {
  it('finds "Some _____" and "you could have" (English and Spanish)', () => {
    expect(isHedgedCloze(card('cloze', 'Some _____ are simple, like a farmers market.', 'markets'))).toBe(true);
    expect(isHedgedCloze(card('cloze', 'Podrías haber elegido otros _____ y obtener otro índice.', 'precios'))).toBe(true);
  });
  it('keeps a plain cloze (English and Spanish)', () => {
    expect(isHedgedCloze(card('cloze', 'Some markets have a single _____.', 'seller'))).toBe(false);
    expect(isHedgedCloze(card('cloze', 'Un arancel es un _____ sobre las importaciones.', 'impuesto'))).toBe(false);
  });
});

describe('hasPronounSubjectAfterOpener', () => {
  it('finds a pronoun subject after a short opener (English and Spanish)', () => {
    expect(hasPronounSubjectAfterOpener(card('cloze', 'Together, they are called the _____ of the market.', 'supply'))).toBe(true);
    expect(hasPronounSubjectAfterOpener(card('cloze', 'Dicho todo esto, esta red tiene casi 100 _____.', 'pesos'))).toBe(true);
  });
  it('keeps a noun subject and a long opener (English and Spanish)', () => {
    expect(hasPronounSubjectAfterOpener(card('cloze', 'In practice, prices change every _____.', 'year'))).toBe(false);
    expect(hasPronounSubjectAfterOpener(card('cloze', 'En la práctica, los precios cambian cada _____.', 'año'))).toBe(false);
  });
});
