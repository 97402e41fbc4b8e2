import { baseLanguage } from '../text/language.js';

/**
 * A name of the example's own objects: "the set X", "some number x", "the matrix A", "el vector v". A letter after the
 * kind of object names one object of the worked example (the next example names another one "X"), so what is said of
 * it is the example's assumption ("So the set X is a subset of some minimum spanning tree"), never a term to learn.
 * Only kinds of mathematical object count: "vitamin C", "hepatitis B" or "type A" name things for good.
 */
const OBJECT_KINDS: Record<string, string> = {
  en: 'set|subset|number|integer|node|vertex|edge|graph|matrix|vector|function|point|array|list|element|variable|value|string|pattern|tree|path|cycle|sequence|constant|key|item|index|angle|line|prime|map|interval|region|event|sample|polynomial|circle|triangle|square|curve|surface|space|field|operator|state|object|input|output',
  es: 'conjunto|subconjunto|número|entero|nodo|vértice|arista|grafo|matriz|vector|función|punto|arreglo|lista|elemento|variable|valor|cadena|patrón|árbol|camino|ciclo|sucesión|secuencia|constante|clave|índice|ángulo|recta|línea|primo|intervalo|región|evento|muestra|polinomio|círculo|triángulo|cuadrado|curva|superficie|espacio|campo|operador|estado|objeto',
};

const NAMED_OBJECT: Record<string, RegExp> = Object.fromEntries(
  Object.entries(OBJECT_KINDS).map(([language, kinds]) => [language, new RegExp(`(?:^|\\s)(?:${kinds})\\s+\\p{L}(?:\\s*(?:prime|'|’|primo))?$`, 'iu')]),
);

export function namesExampleObject(term: string, language: string): boolean {
  return NAMED_OBJECT[baseLanguage(language) ?? '']?.test(term.trim()) ?? false;
}
