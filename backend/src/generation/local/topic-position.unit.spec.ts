import { namesTopicEarly } from './topic-position.js';

describe('namesTopicEarly', () => {
  it.each([
    ['The dot product of two vectors equals the length of the first times the projection of the second.', ['dot', 'product']],
    ['In principle, vector fields in physics might change over time.', ['vector', 'fields']],
    ['The tricky part is that pixel space is two-dimensional, but frequency space is one-dimensional.', ['pixel', 'space']],
    ['Parity checks on their own are pretty weak.', ['parity', 'checks']],
  ])('given "%s", when it is asked about %j, then the sentence is about its topic', (sentence, topic) => {
    expect(namesTopicEarly(sentence, topic)).toBe(true);
  });

  it.each([
    ['Rearranging a little bit more, we see that is a line with a slope of square root m2 over m1.', ['square', 'root']],
    ['Close to the sun, it is getting whipped around really quickly, so it covers a larger arc length during a given time.', ['arc', 'length']],
    ['Taking a quote from Stephen Strogatz, since Newton, mankind has come to realize that the laws of physics are expressed in differential equations.', ['differential', 'equations']],
    ['A function as a whole is called continuous if it is continuous at every possible input point.', ['input', 'point']],
  ])('given "%s", when it is asked about %j, then it only mentions the topic on its way', (sentence, topic) => {
    expect(namesTopicEarly(sentence, topic)).toBe(false);
  });
});
