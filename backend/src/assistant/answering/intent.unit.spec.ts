import { copulaFor } from '../../generation/text/articles.js';
import { detectIntent, whatIsQuestion } from './intent.js';

describe('intent detection', () => {
  const cases: [string, ReturnType<typeof detectIntent>][] = [
    ['Summarize my notes', { kind: 'summary', topic: null }],
    ['What is the main idea of my notes?', { kind: 'summary', topic: null }],
    ['Can you summarise this note?', { kind: 'summary', topic: null }],
    ['Give me a summary of price controls', { kind: 'summary', topic: 'price controls' }],
    ['What are the key points?', { kind: 'key-points', topic: null }],
    ['Key takeaways about public goods', { kind: 'key-points', topic: 'public goods' }],
    ['List the definitions', { kind: 'definitions', topic: null }],
    ['What is a price ceiling?', { kind: 'define', topic: 'price ceiling' }],
    ['Define moral hazard', { kind: 'define', topic: 'moral hazard' }],
    ['What does adverse selection mean?', { kind: 'define', topic: 'adverse selection' }],
    ['Explain elasticity simply', { kind: 'explain-simply', topic: 'elasticity' }],
    ['Explain free riders in simple terms', { kind: 'explain-simply', topic: 'free riders' }],
    ['Explain public goods like I am five', { kind: 'explain-simply', topic: 'public goods' }],
    ['Explain moral hazard to a five-year-old', { kind: 'explain-simply', topic: 'moral hazard' }],
    ['Why do prices rise when supply falls?', { kind: 'how-why', topic: 'Why do prices rise when supply falls' }],
    ['What happens when a price ceiling is set below equilibrium?', { kind: 'how-why', topic: 'What happens when a price ceiling is set below equilibrium' }],
    ['Compare price ceilings and price floors', { kind: 'compare', topic: 'price ceilings and price floors', sides: ['price ceilings', 'price floors'] }],
    ['What is the difference between M1 and M2?', { kind: 'compare', topic: 'M1 and M2', sides: ['M1', 'M2'] }],
    ['Compare reflecting and refracting telescopes', { kind: 'compare', topic: 'reflecting and refracting telescopes', sides: ['reflecting telescopes', 'refracting telescopes'] }],
    ['What is the difference between formal and informal norms?', { kind: 'compare', topic: 'formal and informal norms', sides: ['formal norms', 'informal norms'] }],
    ['Compare supply and demand curves', { kind: 'compare', topic: 'supply and demand curves', sides: ['supply', 'demand curves'] }],
    ['Summarize the notes on price controls', { kind: 'summary', topic: 'price controls' }],
    ['Can you summarise what I have on insurance?', { kind: 'summary', topic: 'insurance' }],
    ['Summarize what my notes say about public goods', { kind: 'summary', topic: 'public goods' }],
    ['Summarize the causes of World War I', { kind: 'summary', topic: 'causes of World War I' }],
    ['What are the key points of my notes?', { kind: 'key-points', topic: null }],
    ['What are the main ideas of public goods?', { kind: 'key-points', topic: 'public goods' }],
    ['Quiz me on supply and demand', { kind: 'quiz', topic: 'supply and demand' }],
    ['Quiz me', { kind: 'quiz', topic: null }],
    ['Give me a quiz about public goods', { kind: 'quiz', topic: 'public goods' }],
    ['What should I study next?', { kind: 'study-next', topic: null }],
    ['What are my weakest topics?', { kind: 'study-next', topic: null }],
  ];
  for (const [question, expected] of cases) {
    it(`given "${question}", when read, then it is ${expected.kind}${expected.topic ? ` on "${expected.topic}"` : ''}`, () => {
      expect(detectIntent(question)).toEqual(expected);
    });
  }

  it('given a long "what is" question about a relation, when read, then it is not a definition', () => {
    expect(detectIntent('What is the effect of a tax on the price of goods?').kind).toBe('question');
    expect(detectIntent('What are the effects on employment?').kind).toBe('question');
  });

  it('given a term whose name ends in a glossary word, when asked what it means, then it is a definition; the glossary itself stays one', () => {
    expect(detectIntent('What does operational definitions mean?')).toEqual({ kind: 'define', topic: 'operational definitions' });
    expect(detectIntent('What are operational definitions?')).toEqual({ kind: 'define', topic: 'operational definitions' });
    expect(detectIntent('What are the key terms?').kind).toBe('definitions');
    expect(detectIntent('What are the definitions in my notes?').kind).toBe('definitions');
  });

  it('given a term written with "of", when asked what it is, then it is a definition of that term', () => {
    expect(detectIntent('What is division of labor?')).toEqual({ kind: 'define', topic: 'division of labor' });
    expect(detectIntent('What is the law of demand?')).toEqual({ kind: 'define', topic: 'law of demand' });
    expect(detectIntent('What is natural rate of unemployment?')).toEqual({ kind: 'define', topic: 'natural rate of unemployment' });
    expect(detectIntent('What is cross-price elasticity of demand?')).toEqual({ kind: 'define', topic: 'cross-price elasticity of demand' });
  });

  it('given a "what is" question asking for a part, property or relation of a thing, when read, then it is not a definition', () => {
    expect(detectIntent('What is the role of the central bank?').kind).toBe('question');
    expect(detectIntent('What are the causes of inflation?').kind).toBe('question');
    expect(detectIntent('What are the types of unemployment?').kind).toBe('question');
    expect(detectIntent('What is the importance of culture?').kind).toBe('question');
  });

  it('given a "what is" question about a fact of a named thing, when read, then it is not a definition', () => {
    expect(detectIntent('What is the capital of Australia?').kind).toBe('question');
    expect(detectIntent('What is the population of the United States?').kind).toBe('question');
  });

  it('given a term that ends in "role", when asked what it is, then it is a definition of that term', () => {
    expect(detectIntent('What is gender role?')).toEqual({ kind: 'define', topic: 'gender role' });
    expect(detectIntent('What is a sick role?')).toEqual({ kind: 'define', topic: 'sick role' });
  });

  it('given a term that ends in "effect", when asked what it is, then it is a definition of that term', () => {
    expect(detectIntent('What is the placebo effect?')).toEqual({ kind: 'define', topic: 'placebo effect' });
    expect(detectIntent('What is the income effect?')).toEqual({ kind: 'define', topic: 'income effect' });
  });
});

describe('grammatical questions about a term', () => {
  it('uses "are" for plural terms and "is" otherwise', () => {
    expect(whatIsQuestion('price controls')).toBe('What are price controls?');
    expect(whatIsQuestion('elasticity')).toBe('What is elasticity?');
    expect(whatIsQuestion('economics')).toBe('What is economics?');
    expect(whatIsQuestion('barriers to entry')).toBe('What are barriers to entry?');
    expect(whatIsQuestion('law of diminishing returns')).toBe('What is law of diminishing returns?');
    expect(copulaFor('cost-of-living adjustments (COLAs)')).toBe('are');
    expect(copulaFor('business')).toBe('is');
    expect(copulaFor('analysis')).toBe('is');
  });
});
