import type { Flashcard } from '../generation.types.js';
import { rejectCard } from './card-gates.js';
import {
  isFullName,
  isPlaceOnPicture,
  isSymbolName,
  isVagueBlank,
  isVerblessPhrase,
  isVerbBlank,
  mentionsCharacter,
  rejectCaptionCard,
  storyCharacters,
} from './caption-card-gates.js';
import { answersWithExampleValue } from './example-values.js';

// Short texts written for these tests, in the shapes spoken lectures take (English and Spanish).

/** A card cited by a caption cue's time, as the local engine makes from a video. */
const spoken = (kind: Flashcard['kind'], question: string, answer: string): Flashcard => ({
  kind,
  question,
  answer,
  difficulty: 'medium',
  citation: { quote: question, time: 42 },
});
/** The same card cited by a page: a written document's. */
const written = (kind: Flashcard['kind'], question: string, answer: string): Flashcard => ({ ...spoken(kind, question, answer), citation: { quote: question, page: 3 } });

describe('rejectCaptionCard: the picture on the screen', () => {
  it.each([
    ['The way the colours are laid out in the picture on the left shows the _____ at each point.', 'temperature'],
    ['After many runs, here is what happens: here’s what the spread of _____ looks like.', 'angles'],
    ['The _____ of each point is shown here as a height above it.', 'temperature'],
    ['Over in the usual _____, all of these pieces are mixed together.', 'formula'],
    ['The second column tells us where the second _____ lands.', 'basis vector'],
    ['Notice how the _____ are strongest along the horizontal axis.', 'waves'],
    ['On this smaller triangle, the long side has become the _____.', 'hypotenuse'],
    ['A typical _____ to expect after this guess would look like this.', 'pattern'],
    ['It is an exercise to show that this little angle here is the same as the _____.', 'angle of incidence'],
    ['Walking along this path here, the colours wind a fifth of the way through the _____.', 'color wheel'],
  ])('given a spoken cloze "%s", when it is gated, then it is refused as on-screen', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBe('on-screen');
  });

  it.each([
    ['The standard way to solve such a _____ is to put all the variables on the left and the constants on the right.', 'system of equations'],
    ['Multiplying that column by the matrix on the left tells you where the first _____ lands.', 'basis vector'],
    ['When a computer renders text on the _____, fonts are not stored as pixels.', 'screen'],
    ['What we have drawn here is called a _____, a way to encode the state of a system as a point.', 'phase diagram'],
    ['this simple function is often called the _____ or relu for short here’s what the graph looks like', 'rectified linear unit'],
    ['You might notice that the efficiency of the scheme only gets better as the _____ grows.', 'block size'],
    ['Notice, if we count the vertices and subtract the _____, we always get two.', 'edges'],
    ['That he won a _____ should hint that the significance here goes beyond art.', 'Nobel Prize'],
  ])('given a spoken cloze "%s" that places or names, when it is gated, then it passes', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBeNull();
  });

  it('given a Spanish cloze about what is on the screen, when it is gated, then it is refused; a relation "a la izquierda" passes', () => {
    expect(rejectCaptionCard(spoken('cloze', 'En la pantalla hay un enlace a la página con los _____ del curso.', 'ejercicios'), 'es')).toBe('on-screen');
    expect(rejectCaptionCard(spoken('cloze', 'Para aplicar la _____ se multiplica su matriz a la izquierda.', 'transformación'), 'es')).toBeNull();
  });
});

describe('rejectCaptionCard: the speaker highlighting or drawing', () => {
  it.each([
    ['If I highlight every pair whose sum is six, they sit along a _____.', 'diagonal'],
    ['When I shade the region under the curve, its area is the _____.', 'integral'],
  ])('given a spoken cloze "%s", when it is gated, then it is refused as the speaker at work', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBe('talk');
  });
});

describe('rejectCaptionCard: the puzzle set up for the listener', () => {
  it('given a cloze on what the question had us imagine, when it is gated, then it is the talk', () => {
    expect(rejectCaptionCard(spoken('cloze', 'Our question had us imagine a _____ which is 100 meters tall.', 'tower'), 'en')).toBe('talk');
  });
});

describe('rejectCaptionCard: the speaker, the plan of the talk, a guess, the audience', () => {
  it.each([
    ['The way I’m displaying this is to colour the _____ red.', 'negative values'],
    ['The plot I’ve been graphing is just the real part of the _____.', 'output'],
    ['A small _____ that I didn’t mention is that we divide by a square root.', 'normalization step'],
    ['Our actual goal today is to solve more general versions of this _____.', 'equation'],
    ['Next time we are going to see where the _____ comes from.', 'circle'],
    ['The second question requires knowing why light slows down in a _____.', 'material'],
    ['The first two are the most important ones, and let’s start with _____.', 'motivation'],
    ['Maybe you go and try to add even smaller _____ around the boundary.', 'blobs'],
    ['Imagine that the input includes a sentence about a fluffy blue _____.', 'creature'],
    ['Still, you might wonder why the boundaries between the bright and dark _____ look tilted.', 'bands'],
    ['Some of you may remember how the early demos of _____ looked.', 'language models'],
  ])('given a spoken cloze "%s", when it is gated, then it is refused as talk', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBe('talk');
  });

  it.each([
    ['Computing the query means taking a certain _____, which I’ll label W, and multiplying it by the embedding.', 'matrix'],
    ['Maybe what it means for a shape to be three-dimensional is that its _____ scales with the cube of its size.', 'mass'],
    ['Some of you might know that a line perpendicular to a radius is _____ to the circle.', 'tangent'],
  ])('given a spoken cloze "%s" that states the subject, when it is gated, then it passes', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBeNull();
  });

  it('given a Spanish guess said aloud, when it is gated, then it is refused; "Tal vez lo que significa …" passes', () => {
    expect(rejectCaptionCard(spoken('cloze', 'Quizás lo que haces es apuntar cada pago en el libro de _____.', 'cuentas'), 'es')).toBe('talk');
    expect(rejectCaptionCard(spoken('cloze', 'Tal vez lo que significa que una figura tenga dimensión tres es que su masa crece con la tercera _____ del factor.', 'potencia'), 'es')).toBeNull();
  });
});

describe('rejectCaptionCard: the example at hand', () => {
  it.each([
    ['In our example, the _____ of the test is about 91%.', 'specificity'],
    ['In this example, the _____ of the two roots was seven.', 'product'],
    ['The mean of the _____ in all three cases is zero.', 'diagonal entries'],
    ['By the end of the run, the average _____ works out to be about 4.124.', 'score'],
    ['The _____ out of the thousand is 0.37.', 'proportion'],
    ['When the block bounces off the wall, our little _____ gets reflected.', 'vector'],
    ['Speaking more generally, it’ll be the _____ of the ratio of the two masses.', 'inverse tangent'],
    ['Same deal for the pairs whose sum is seven, they sit along a different _____.', 'diagonal'],
    ['Likewise, the same idea can give us the _____.', 'y-coordinate'],
    ['The _____ looks absolutely nothing like the original objects.', 'interference pattern'],
    ['The mass ratio of the two carts completely determines this angle theta in the _____.', 'analogy'],
    ['The _____ of the slits, times the sine of this angle, theta prime, equals the wavelength.', 'spacing'],
    ['At early times, the _____ is very small.', 'velocity'],
    ['After several years, the _____ starts to lean.', 'tower'],
    ['At some point, the _____ actually cross each other.', 'graphs'],
  ])('given a spoken cloze "%s", when it is gated, then it is refused as the example at hand', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBe('example-at-hand');
  });

  it.each([
    ['The force of _____ near the surface of the Earth accelerates things at 9.8 meters per second per second.', 'gravity'],
    ['The special _____ e is around 2.71828.', 'constant'],
    ['The filtered signal is a smoothed out version of the original _____.', 'signal'],
    ['A _____ is the same thing as a Fourier series with only one term.', 'sine wave'],
    ['An event with a 50% _____ has odds of one to one.', 'probability'],
    ['At the end of the day, _____, good or bad, is not the point of math.', 'notation'],
    ['For any angle theta, the _____ of theta squared plus the cosine squared is one.', 'sine'],
    ['Initially, each vector only encodes the _____ of a single word.', 'meaning'],
    ['After some tiny time step, everything scales down by the same _____.', 'factor'],
    ['Rearranging, we see that sine of theta over the square root of y is a _____.', 'constant'],
  ])('given a spoken cloze "%s" with a fact in numbers, when it is gated, then it passes', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBeNull();
  });

  it('given Spanish clozes about the example and its value, when they are gated, then they are refused', () => {
    expect(rejectCaptionCard(spoken('cloze', 'El _____ que definen en este simple ejemplo es un cuadrado.', 'paralelogramo'), 'es')).toBe('example-at-hand');
    expect(rejectCaptionCard(spoken('cloze', 'La respuesta a nuestro problema de _____ resulta ser alrededor de 0.64.', 'altura media'), 'es')).toBe('example-at-hand');
    expect(rejectCaptionCard(spoken('cloze', 'La _____ especial e es alrededor de 2,71828.', 'constante'), 'es')).toBeNull();
  });
});

describe('rejectCaptionCard: concept cards', () => {
  it('given answers that are a value of the example or say nothing, when they are gated, then they are refused', () => {
    expect(rejectCaptionCard(spoken('concept', 'What is the cube root of 8?', 'The cube root of 8 is 2.'), 'en')).toBe('example-at-hand');
    expect(rejectCaptionCard(spoken('concept', 'What is the dominant frequency of the signal?', 'The dominant frequency of the signal is 5 beats per second.'), 'en')).toBe('example-at-hand');
    expect(rejectCaptionCard(spoken('concept', 'What is the center of mass?', 'The center of mass is a two-dimensional thing.'), 'en')).toBe('says-nothing');
    expect(rejectCaptionCard(spoken('concept', 'What is the key point about the crossings?', 'The number of crossings is a bit more subtle.'), 'en')).toBe('says-nothing');
    expect(rejectCaptionCard(spoken('concept', 'Explain why the first question requires circular polarization.', 'The first question requires circular polarization, since sugar is chiral.'), 'en')).toBe('talk');
  });

  it('given rules and meanings, when they are gated, then they pass', () => {
    expect(rejectCaptionCard(spoken('concept', 'What is the derivative of x?', 'The derivative of x is 1.'), 'en')).toBeNull();
    expect(rejectCaptionCard(spoken('concept', 'What does it mean for the derivative to be 0?', 'It means the velocity around that point is 0 m per second.'), 'en')).toBeNull();
    expect(rejectCaptionCard(spoken('concept', 'What does duality refer to?', 'Duality refers to a surprising correspondence between two types of mathematical thing.'), 'en')).toBeNull();
  });
});

describe('blanks that are no concept', () => {
  it('finds a symbol of the example (English), and keeps a conventional letter', () => {
    expect(isSymbolName('The restoring force is minus g times the sine of _____.', 'theta', 'en')).toBe(true);
    expect(isSymbolName('In the case where _____ is bigger than 90 degrees, the cosine is negative.', 'theta', 'en')).toBe(true);
    expect(isSymbolName('The vertical component is _____, which the equation rewrites.', 'theta double dot', 'en')).toBe(true);
    expect(isSymbolName('This side is adjacent to our _____.', 'angle theta', 'en')).toBe(true);
    expect(isSymbolName('That holds for any _____, no matter how small.', 'epsilon', 'en')).toBe(false);
    expect(isSymbolName('No hay salida límite con todo a una _____ de ella.', 'distancia épsilon', 'es')).toBe(false);
  });

  it('finds a place on the picture, not the screen of a computer (English and Spanish)', () => {
    expect(isPlaceOnPicture('left side', 'en')).toBe(true);
    expect(isPlaceOnPicture('screen', 'en')).toBe(false);
    expect(isPlaceOnPicture('parte de arriba', 'es')).toBe(true);
  });

  it('finds a full name with no article before it, not a kind named with one', () => {
    expect(isFullName('Neurons seldom represent a single clean feature like _____.', 'Michael Jordan', 'en')).toBe(true);
    expect(isFullName('This kind of diagram has a special name, it is called a _____.', 'Voronoi Diagram', 'en')).toBe(false);
    expect(isFullName('Uno de los padres de la teoría fue _____, que no era matemático.', 'Edward Lorenz', 'es')).toBe(true);
    expect(isFullName('Dieser Ansatz heißt die _____.', 'Fourier Transformation', 'de')).toBe(false);
  });

  it('finds a vague quantity or order before a generic head (English only)', () => {
    expect(isVagueBlank('basic idea', 'en')).toBe(true);
    expect(isVagueBlank('final result', 'en')).toBe(true);
    expect(isVagueBlank('understanding', 'en')).toBe(true);
    expect(isVagueBlank('fixed point', 'en')).toBe(false);
    expect(isVagueBlank('total amount', 'en')).toBe(false);
  });

  it('finds a verb in the blank by the words around it (English)', () => {
    expect(isVerbBlank('How you think about _____ that determinant is beside the point.', 'computing', 'en')).toBe(true);
    expect(isVerbBlank('The value we are going to be _____, the one that looks stable, is f of 0.', 'computing', 'en')).toBe(true);
    expect(isVerbBlank('Going backwards undoes all the previous _____, and returns the counter to the start.', 'winding', 'en')).toBe(false);
  });
});

describe('story characters', () => {
  const story = [
    'Here is the puzzle that Alice and Bob are going to think about.',
    'Then Alice wants a formula, and she tries the simplest case first.',
    'Meanwhile Bob looks at the cube, and he computes its shadow.',
    'After that Alice needs one solid where she knows the answer.',
    'So Bob is happy, since he already has his number.',
    'In the end Bob says he would rather use calculus.',
    'The shadow of a convex solid is half its surface area, as Alice notes when she checks it.',
    'By Newton’s method we find the root, and the Newton fractal appears.',
    'Newton used this method long ago.',
    'The Newton fractal has a boundary everywhere.',
  ];

  it('given a talk telling a story, when its people are read, then the characters are found and the scientist is not', () => {
    const characters = storyCharacters(story, 'en');
    expect([...characters].sort()).toEqual(['Alice', 'Bob']);
    expect(storyCharacters(story, 'es').size).toBe(0);
  });

  it('given cards, when they are checked, then one where a character acts or owns is found, a named method is not', () => {
    const characters = new Set(['Alice', 'Bob']);
    expect(mentionsCharacter(spoken('cloze', 'All Alice needs is a single _____ whose shadow she knows.', 'convex solid'), characters)).toBe(true);
    expect(mentionsCharacter(spoken('cloze', 'The warmup would have been the _____ of Bob’s approach.', 'calculus'), characters)).toBe(true);
    expect(mentionsCharacter(spoken('cloze', 'The Fourier _____ decomposes a signal.', 'transform'), new Set(['Fourier']))).toBe(false);
  });
});

describe('answersWithExampleValue', () => {
  it('finds a worked-out number and keeps a rule with a variable', () => {
    expect(answersWithExampleValue('What is the mean of the eigenvalues the same as?', 'The mean of the eigenvalues is the mean of 2 and 8, which is 5.')).toBe(true);
    expect(answersWithExampleValue('What is the derivative of x?', 'The derivative of x is 1.')).toBe(false);
  });
});

describe('rejectCard: caption gates run on captions only', () => {
  it('given the same sentence in captions and in a book, when it is gated, then only the caption card is refused', () => {
    const question = 'In our example, the _____ of the test is about 91%.';
    expect(rejectCard(spoken('cloze', question, 'specificity'), 'en')).toBe('example-at-hand');
    expect(rejectCard(written('cloze', question, 'specificity'), 'en')).toBeNull();
  });
});

describe('caption card gates: what stays', () => {
  const spoken = (question: string, answer: string) => ({ question, answer, kind: 'concept' as const, difficulty: 'medium' as const, citation: { quote: answer, time: 60 } });

  test('given a formula as the answer ("4 pi r squared"), when judged, then it is no value of the example', () => {
    expect(answersWithExampleValue('What is the surface area of a sphere?', 'The surface area of a sphere is 4 pi r squared.')).toBe(false);
  });

  test('given "An ellipse is not just one curve, it\'s a family …", when judged, then the opening clause says what "it" is', () => {
    expect(rejectCaptionCard(spoken('What is the key point about an ellipse?', "An ellipse is not just one curve, it's a family of curves."), 'en')).toBeNull();
  });
});

describe('caption card gates: the speaker\'s next step', () => {
  const spokenCloze = (question: string, answer: string) => ({ question, answer, kind: 'cloze' as const, difficulty: 'medium' as const, citation: { quote: question.replace('_____', answer), time: 60 } });

  test.each([
    ['first let\'s just restrict the sum to only being the positive _____ which gets us pi squared divided by 8', 'odd numbers'],
    ['Instead of this we will use the following elegant solution, so let\'s just select the pivot element from the _____ randomly.', 'current subarray'],
    ["The way we're handling this is we're going to write a _____ for the table.", 'trigger function'],
    ['What we are going to analyze next is an extension of the idea to the _____.', 'complex plane'],
  ])('given the spoken cloze "%s", when judged, then it is talk', (question, answer) => {
    expect(rejectCaptionCard(spokenCloze(question, answer), 'en')).toBe('talk');
  });

  test('given "we\'re going to be able to …", when judged, then what follows is no plan', () => {
    expect(rejectCaptionCard(spokenCloze("An _____ is symmetric, and we're going to be able to use that symmetry.", 'equilateral triangle'), 'en')).toBeNull();
    expect(rejectCaptionCard(spokenCloze("A function which I'm going to give the name exp is defined to be a certain _____.", 'power series'), 'en')).toBeNull();
  });

  test('given "the fact we\'re going to use", when judged, then a plan that only restricts a noun is no talk', () => {
    expect(rejectCaptionCard(spokenCloze("The key fact we're going to use, known as the _____, says that two opposite points land together.", 'Borsuk-Ulam theorem'), 'en')).toBeNull();
  });

  test('given "let\'s call this constant sum … the _____", when judged, then the naming stays', () => {
    expect(rejectCaptionCard(spokenCloze("Making up a little terminology, let's call this constant sum of the distances to the two foci the _____ of that ellipse.", 'focal sum'), 'en')).toBeNull();
  });
});

describe('caption card gates: a pronoun object said before', () => {
  test('given a spoken blank after "converts it", when gated, then it is refused; written, the book\'s gates judge it', () => {
    const question = 'The cast operator converts it to a _____.';
    expect(rejectCaptionCard(spoken('cloze', question, 'string'), 'en')).toBe('unsaid-object');
    expect(rejectCaptionCard(spoken('cloze', question, 'string'), 'es')).toBeNull();
  });
});

describe('caption card gates: a key point leaning on a pronoun object', () => {
  test('given a key point whose answer converts "it", when gated, then it is refused; an answer whose question names "them" stays', () => {
    expect(rejectCaptionCard(spoken('concept', 'What is the key point about the cast operator?', 'The cast operator converts it to a string.'), 'en')).toBe('unsaid-object');
    expect(rejectCaptionCard(spoken('concept', 'What are two ways to combine functions?', 'Add them together, or multiply them.'), 'en')).toBeNull();
  });
});

describe('caption card gates: spoken working and the pictured blank', () => {
  it.each([
    ['When _____ is zero sine of zero is zero.', 'theta', 'example-at-hand'],
    ['The correct one is C, _____ of three divided by two.', 'square root', 'not-a-concept'],
    ['Zeta squared raised to the _____ goes to one.', 'fifth power', 'not-a-concept'],
    ['In general the _____ here looks like a bunch of concentric rings.', 'interference pattern', 'on-screen'],
  ])('given a spoken cloze "%s", when it is gated, then it is refused', (question, answer, reason) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBe(reason);
  });

  it('given a spoken concept card that sets the example letter to a value, when it is gated, then it is refused', () => {
    const card = spoken('concept', 'What happens when theta is zero?', 'Sine of zero is zero, so there is no acceleration.');
    expect(rejectCaptionCard(card, 'en')).toBe('example-at-hand');
  });

  it('given a Spanish spoken cloze on a worked number, when it is gated, then it is refused', () => {
    expect(rejectCaptionCard(spoken('cloze', 'La respuesta es la _____ de tres sobre dos.', 'raíz cuadrada'), 'es')).toBe('not-a-concept');
  });

  it.each([
    ['You could never breathe a word of i, the _____ of negative one.', 'square root'],
    ['The _____ here is the same in every frame, and it looks like a ring.', 'pattern'],
    ['The pattern here looks the same for every _____ of the incoming wave.', 'frequency'],
  ])('given a spoken cloze "%s", when it is gated, then it stands', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBeNull();
  });
});

describe('caption card gates: the talk\'s aim and the speaker\'s picks', () => {
  it.each([
    ['My goal here is to teach you about something called a _____.', 'generating function'],
    ['The next step for you and me is to dig into what happens inside the _____.', 'network'],
    ['Many of my favorite _____ were the written ones.', 'entries'],
    ['Next in my randomly sorted list of featured _____ is a video about neural networks.', 'content'],
    ['In a moment we\'ll talk about how matrix exponentiation solves this kind of _____.', 'equation'],
  ])('given a spoken cloze "%s", when it is gated, then it is refused as talk', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBe('talk');
  });

  it.each([
    ['My favorite way to think about the _____ is as a rate of change.', 'derivative'],
    ['The next step in the _____ is to normalize each column.', 'algorithm'],
  ])('given a spoken cloze "%s", when it is gated, then it stands', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBeNull();
  });
});

describe('caption card gates: a phrase with no verb', () => {
  it.each([
    ['The _____ of the shadow cast by this leaning tower.', 'length'],
    ['A thousand divided by the length of our list of _____.', 'primes'],
    ['X to some power divided by the _____.', 'factorial'],
  ])('given a spoken cloze "%s" with no verb but a participle, when it is gated, then it is refused as a fragment', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBe('fragment');
  });

  it.each([
    ['The _____ of the shadow is cast by the leaning tower.', 'length'],
    ['Dividing by the _____ normalizes the sum.', 'factorial'],
    ['The collection of all sliding actions on the plane goes by the name the _____ of complex numbers.', 'additive group'],
  ])('given a spoken cloze "%s" with a verb, when it is gated, then it stands', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBeNull();
  });

  it('given a written cloze with no verb, when the caption gates are asked, then they leave it to the written gates', () => {
    expect(isVerblessPhrase('The length of the shadow cast by this leaning tower.', 'es')).toBe(false);
  });
});

describe('caption card gates: the blank is the talk\'s own object', () => {
  it.each([
    ['The mass ratio of our _____ completely determines this angle theta in the analogy.', 'blocks'],
    ['The answer to this will be the same as the number of collisions between our _____.', 'blocks'],
  ])('given a spoken cloze "%s", when it is gated, then it is refused as the example at hand', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBe('example-at-hand');
  });

  it.each([
    ['In our usual _____, the exponent sits up and to the right.', 'notation'],
    ['The _____ of our blocks completely determines this angle.', 'mass ratio'],
  ])('given a spoken cloze "%s" whose blank is no possession of "our", when it is gated, then it stands', (question, answer) => {
    expect(rejectCaptionCard(spoken('cloze', question, answer), 'en')).toBeNull();
  });
});

describe('rejectCaptionCard: Spanish, French and German talk about the talk', () => {
  test('given a card said about the next video or the speaker\'s steering, when judged, then it is talk', () => {
    expect(rejectCaptionCard(spoken('cloze', 'Dans la vidéo suivante, vous verrez un autre exemple de cette dualité comme je parle du _____ croisé.', 'produit'), 'fr')).toBe('talk');
    expect(rejectCaptionCard(spoken('concept', '¿Cuáles son las ideas de las que hablaré en el siguiente vídeo?', 'Las ideas de las que hablaré en el siguiente vídeo son una elegante obra matemática.'), 'es')).toBe('talk');
    expect(rejectCaptionCard(spoken('cloze', 'Pensemos en qué podría estar haciendo el _____.', 'velocímetro del carro'), 'es')).toBe('talk');
  });

  test('given a claim about a series of numbers, when judged, then it stays', () => {
    expect(rejectCaptionCard(spoken('cloze', 'Lo que se obtiene se acerca cada vez más a la _____, y esta serie de números converge.', 'fracción infinita'), 'es')).toBeNull();
  });
});
