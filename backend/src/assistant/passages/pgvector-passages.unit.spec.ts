import { dot, normalised } from '../vectors/word-vector-table.js';
import { vectorLiteral } from './pgvector-passages.js';

describe('passage vectors as pgvector text', () => {
  it('given a unit vector, when written for pgvector, then its components are scaled integers whose cosine with it is 1 to 1e-6', () => {
    const v = normalised(Float32Array.from({ length: 100 }, (_, i) => Math.sin(i * 1.7) - 0.1))!;
    const literal = vectorLiteral(v);
    expect(literal).toMatch(/^\[-?\d+(?:,-?\d+){99}\]$/);
    const read = normalised(Float32Array.from(JSON.parse(literal) as number[]))!;
    expect(dot(v, read)).toBeCloseTo(1, 6);
  });

  it('given vectors of different lengths (local words, a provider’s embeddings), when written, then each keeps its own length', () => {
    expect(JSON.parse(vectorLiteral(normalised(new Float32Array([3, 4]))!))).toEqual([60000, 80000]);
    expect((JSON.parse(vectorLiteral(normalised(new Float32Array(1536).fill(1))!)) as number[]).length).toBe(1536);
  });
});
