import { detectIntent } from './intent.js';

describe('intent detection in French', () => {
  const cases: [string, ReturnType<typeof detectIntent>][] = [
    ['Résume mes notes', { kind: 'summary', topic: null }],
    ['Fais-moi un résumé sur les vecteurs', { kind: 'summary', topic: 'vecteurs' }],
    ['De quoi parlent mes notes ?', { kind: 'summary', topic: null }],
    ['Quels sont les points clés sur les matrices ?', { kind: 'key-points', topic: 'matrices' }],
    ["Qu'est-ce qu'une matrice ?", { kind: 'define', topic: 'matrice' }],
    ["Qu'est-ce que le déterminant ?", { kind: 'define', topic: 'déterminant' }],
    ['Que signifie combinaison linéaire ?', { kind: 'define', topic: 'combinaison linéaire' }],
    ['Explique-moi la dérivée simplement', { kind: 'explain-simply', topic: 'dérivée' }],
    ['Pourquoi le déterminant mesure-t-il une aire ?', { kind: 'how-why', topic: 'Pourquoi le déterminant mesure-t-il une aire' }],
    ['Quelle est la différence entre un vecteur et un scalaire ?', { kind: 'compare', topic: 'vecteur et scalaire', sides: ['vecteur', 'scalaire'] }],
    ['Fais-moi un quiz sur les vecteurs', { kind: 'quiz', topic: 'vecteurs' }],
    ['Interroge-moi', { kind: 'quiz', topic: null }],
    ['Que dois-je réviser maintenant ?', { kind: 'study-next', topic: null }],
    ['Parle-moi de la règle de la chaîne', { kind: 'question', topic: 'règle de la chaîne' }],
  ];

  it.each(cases)('given "%s", when detected, then it reads %j', (question, intent) => {
    expect(detectIntent(question)).toEqual(intent);
  });

  it('given a French question about a situation, when detected, then it is no definition', () => {
    expect(detectIntent("Qu'est-ce qui se passe quand le déterminant est nul ?").kind).toBe('how-why');
  });
});
