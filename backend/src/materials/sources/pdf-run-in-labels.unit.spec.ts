import { isRunInLabel } from './pdf-run-in-labels.js';

describe('run-in labels of notes', () => {
  test.each([
    ['URG and OOB data', 'TCP is a stream-oriented protocol. So if you push', true],
    ['Routing', 'Find a route in the route table.', true],
    ['Historical', 'The ARPANET was a research network sponsored by the DoD', true],
    ['Cut-through switching:', 'Works on the frame as soon as it is received', false],
    ['TCP/IP', 'Overview', false],
    ['See also [', 'List of Google products — Wikipedia', false],
    ['E', 'Preferably in English', false],
    ['Target Eth Address', 'F F - F F - F F', false],
    ['Note', 'that the sender waits for the acknowledgment', false],
    ['Im', 'Cipher Block Chaining Mode (CBC-Modus) wird eine Nachricht', false],
    ['H (und nach kleinen Modifikationen) der', 'Digital Signature Algorithm (DSA)', false],
    ['A label that has far too many words in it to be one', 'The text goes on here', false],
  ])('given "%s" in one type before "%s", when read, then it is a label: %s', (lead, next, expected) => {
    expect(isRunInLabel(lead, next)).toBe(expected);
  });
});
