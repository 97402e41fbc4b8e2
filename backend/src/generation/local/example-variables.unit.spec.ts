import { namesExampleObject } from './example-variables.js';

describe('namesExampleObject', () => {
  test.each([
    ['en', 'set X'],
    ['en', 'number x'],
    ['en', 'the matrix A'],
    ['en', 'edge e prime'],
    ['es', 'el vector v'],
    ['es', 'conjunto X'],
  ])('given the %s term "%s", when judged, then it names an object of the worked example', (language, term) => {
    expect(namesExampleObject(term, language)).toBe(true);
  });

  test.each([
    ['en', 'vitamin C'],
    ['en', 'hepatitis B'],
    ['en', 'minimum spanning tree'],
    ['en', 'set'],
    ['es', 'vitamina C'],
  ])('given the %s term "%s", when judged, then it is a name kept for good', (language, term) => {
    expect(namesExampleObject(term, language)).toBe(false);
  });
});
