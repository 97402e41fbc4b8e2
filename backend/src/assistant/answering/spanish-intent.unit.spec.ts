import { detectIntent } from './intent.js';

describe('intent detection in Spanish', () => {
  const cases: [string, ReturnType<typeof detectIntent>][] = [
    ['Resume mis apuntes', { kind: 'summary', topic: null }],
    ['¿Cuál es la idea principal de mis apuntes?', { kind: 'summary', topic: null }],
    ['Hazme un resumen sobre los vectores', { kind: 'summary', topic: 'vectores' }],
    ['¿De qué tratan mis notas?', { kind: 'summary', topic: null }],
    ['¿Cuáles son los puntos clave sobre las matrices?', { kind: 'key-points', topic: 'matrices' }],
    ['Dame las ideas principales', { kind: 'key-points', topic: null }],
    ['¿Qué es una matriz?', { kind: 'define', topic: 'matriz' }],
    ['¿Qué significa combinación lineal?', { kind: 'define', topic: 'combinación lineal' }],
    ['Define espacio generado', { kind: 'define', topic: 'espacio generado' }],
    ['Dame la definición de determinante', { kind: 'define', topic: 'determinante' }],
    ['Explícame la derivada de forma sencilla', { kind: 'explain-simply', topic: 'derivada' }],
    ['¿Qué es un vector con palabras sencillas?', { kind: 'explain-simply', topic: 'vector' }],
    ['¿Por qué el determinante mide el área?', { kind: 'how-why', topic: 'Por qué el determinante mide el área' }],
    ['¿Qué pasa cuando el determinante es cero?', { kind: 'how-why', topic: 'Qué pasa cuando el determinante es cero' }],
    ['¿Cuál es la diferencia entre un vector y un escalar?', { kind: 'compare', topic: 'vector y escalar', sides: ['vector', 'escalar'] }],
    ['Compara la derivada con la integral', { kind: 'compare', topic: 'derivada y integral', sides: ['derivada', 'integral'] }],
    ['Hazme un examen sobre vectores', { kind: 'quiz', topic: 'vectores' }],
    ['Pregúntame sobre las matrices', { kind: 'quiz', topic: 'matrices' }],
    ['¿Puedes hacerme preguntas?', { kind: 'quiz', topic: null }],
    ['¿Qué debería estudiar ahora?', { kind: 'study-next', topic: null }],
    ['¿Por dónde empiezo?', { kind: 'study-next', topic: null }],
    ['Háblame de la regla de la cadena', { kind: 'question', topic: 'regla de la cadena' }],
  ];

  it.each(cases)('given "%s", when detected, then it reads %j', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });

  it('given English questions, when detected, then the Spanish wording leaves them to the English one', () => {
    expect(detectIntent('Compare price ceilings and price floors')).toEqual({ kind: 'compare', topic: 'price ceilings and price floors', sides: ['price ceilings', 'price floors'] });
    expect(detectIntent('What is a price ceiling?')).toEqual({ kind: 'define', topic: 'price ceiling' });
    expect(detectIntent('Summarize the notes on price controls')).toEqual({ kind: 'summary', topic: 'price controls' });
    expect(detectIntent('Quiz me on supply and demand')).toEqual({ kind: 'quiz', topic: 'supply and demand' });
    expect(detectIntent('Price ceilings vs price floors')).toEqual({ kind: 'compare', topic: 'Price ceilings and price floors', sides: ['Price ceilings', 'price floors'] });
  });

  it('given a Spanish question that asks about a situation, when detected, then it is no definition', () => {
    expect(detectIntent('¿Qué es lo que pasa cuando la matriz no es invertible?').kind).not.toBe('define');
  });
});
