import { detectIntent } from './intent.js';

describe('intent detection in German', () => {
  const cases: [string, ReturnType<typeof detectIntent>][] = [
    ['Fasse meine Notizen zusammen', { kind: 'summary', topic: null }],
    ['Fasse meine Notizen über Vektoren zusammen', { kind: 'summary', topic: 'Vektoren' }],
    ['Gib mir einen Überblick zu Matrizen', { kind: 'summary', topic: 'Matrizen' }],
    ['Was sind die wichtigsten Punkte zu Matrizen?', { kind: 'key-points', topic: 'Matrizen' }],
    ['Was ist eine Matrix?', { kind: 'define', topic: 'Matrix' }],
    ['Was bedeutet Linearkombination?', { kind: 'define', topic: 'Linearkombination' }],
    ['Erkläre mir die Ableitung einfach', { kind: 'explain-simply', topic: 'Ableitung' }],
    ['Warum misst die Determinante eine Fläche?', { kind: 'how-why', topic: 'Warum misst die Determinante eine Fläche' }],
    ['Was ist der Unterschied zwischen einem Vektor und einem Skalar?', { kind: 'compare', topic: 'Vektor und Skalar', sides: ['Vektor', 'Skalar'] }],
    ['Frag mich zu Vektoren', { kind: 'quiz', topic: 'Vektoren' }],
    ['Mach mir ein Quiz über Matrizen', { kind: 'quiz', topic: 'Matrizen' }],
    ['Was soll ich als Nächstes lernen?', { kind: 'study-next', topic: null }],
  ];

  it.each(cases)('given "%s", when detected, then it reads %j', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });
});
