import { rejectSpokenDefinition } from './spoken-definition-gates.js';

describe('rejectSpokenDefinition', () => {
  it.each([
    ['slope', 'v divided by u'],
    ['proposed function', 'sine of x times e to the negative alpha t'],
    ['volume', 'x to the third'],
    ['total kinetic energy', '½ m1 v1² plus ½ m2 v2²'],
    ['operators', 'kind of like the mature older brother of matrices'],
    ['degree 4 polynomial', 'an absolute mess'],
    ['J function', 'a whole intricate story in its own right'],
    ['language', 'a very non-linear process'],
    ['Riemann hypothesis', 'a million dollar problem'],
    ['baby monster group', 'the second largest'],
    ['zeroth order beam', 'the centermost one'],
    ['Hamming code', 'the earliest examples'],
    ['backpropagation', 'the same training algorithm'],
    ['white light reflection hologram', 'A more advanced variant'],
    ['fluid', 'when the moving particles stay largely confined to distinct layers'],
    ['natural logarithm', 'log base e, often written ln. And turns out'],
    ['dual', 'In other words, if you can draw a graph on the plane, you get a second graph'],
    ['standard deviation', 'requires calculating the variance'],
    ['random variable', 'a way of saying you go through all of the different possible outcomes'],
    ['normal distribution', 'the most prominent distributions in all probability'],
    ['quotient rule', 'the second most important'],
    ['isomorphism', 'Applying the two actions on the left gives the same effect as the one on the right'],
    ['perpendicular bisector', 'the line bc'],
    ['evidence', 'the probability of seeing the evidence given that the hypothesis is false'],
    ['input vector', 'halfway to solving the system'],
    ["Moser's circle problem", 'a cautionary tale about being wary of patterns without proof'],
    ['integral of x squared', 'a function a of x'],
  ])('given "%s — %s" said aloud, when it is judged, then it is no definition', (term, meaning) => {
    expect(rejectSpokenDefinition(term, meaning, 'en')).toBe('non-definition');
  });

  it.each([
    ['times dx', 'the area of the face'],
    ['f of x', 'the density function for the first random variable'],
    ['cosine of pi', 'negative one'],
    ['C', 'the one that looks like a sinusoidal wave'],
    ['continuous', 'a function as a whole'],
    ['bunch of tokens', 'little chunks that are typically words'],
    ['phrase', 'the unreasonable effectiveness of mathematics'],
    ['little ellipse', 'the ellipse inside the circle'],
    ['growing older', 'a process of slowly seeing the proportion of people around you who are younger rise'],
    ['getting better', 'a matter of practice every single day'],
    ['common choice', 'a choice that takes all of the negative values and maps them to zero'],
    ['natural pick', 'the one that keeps the formula simple'],
    ['output', 'a string of bits with some kind of fixed length'],
    ['desired output', 'a probability distribution over all tokens that might come next'],
  ])('given the term "%s" said aloud, when it is judged, then it is no term', (term, meaning) => {
    expect(rejectSpokenDefinition(term, meaning, 'en')).toBe('not-a-term');
  });

  it.each([
    ['tree', 'a connected graph without cycles'],
    ['call option', 'a contract that gives the right to buy an asset at a set price'],
    ['output layer', 'the last layer of neurons in the network'],
    ['jerk', 'the third derivative'],
    ['fractals', 'shapes whose dimension is not an integer'],
    ['simple groups', 'the ones which can not be broken down any further'],
    ['Wallis product', 'a very famous infinite product for pi'],
    ['hypersphere', 'the set of all lists of four coordinates where the sum of their squares equals one'],
    ['fundamental theorem of calculus', 'the back and forth between integrals and derivatives'],
    ['series', 'an infinite sum'],
    ['eccentricity', 'the ratio of the distance between the foci to the length of the major axis'],
    ['softmax', 'the standard way to turn an arbitrary list of numbers into a valid distribution'],
    ['growth factor', 'the ratio between the new cases one day and the new cases the previous day'],
    ['natural logarithm', 'log base e of x'],
    // An -ing word heading a compound noun is no activity.
    ['machine learning', 'describes any model where you use data to determine how a model behaves'],
    ['learning rate', 'the size of each step the descent takes'],
    // "a way of saying what …" names the quantity the term gives; "a way of saying you …" rewords a clause.
    ['magnetic field', 'a way of saying what push a moving charge would feel'],
  ])('given "%s — %s" said aloud, when it is judged, then it is kept', (term, meaning) => {
    expect(rejectSpokenDefinition(term, meaning, 'en')).toBeNull();
  });

  it('given Spanish speech, when it is judged, then the English gates stay out', () => {
    expect(rejectSpokenDefinition('pendiente', 'v dividido por u', 'es')).toBeNull();
  });
});
