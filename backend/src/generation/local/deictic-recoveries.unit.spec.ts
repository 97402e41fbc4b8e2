import { deicticRecoveries, laterClauses, namingThenClause } from './deictic-recoveries.js';

describe('deicticRecoveries', () => {
  test('a naming whose subject points back gives the clause after it, with the name for its pointer', () => {
    // Given a spoken naming whose subject points back, then a clause about the name
    const sentence = 'These pieces are called tokens, and in the case of text these tend to be words or little pieces of words or other common character combinations.';
    // When it is read / Then the clause stands with the name
    expect(deicticRecoveries(sentence)).toEqual(['In the case of text, tokens tend to be words or little pieces of words or other common character combinations.']);
  });

  test('a naming whose later clause still leans on the talk gives nothing', () => {
    // Given namings followed by a clause about the talk's rules or plan
    // When they are read / Then nothing stands
    expect(namingThenClause('This is called the block reward, and it’s an exception to our usual rules about whether or not to accept transactions.')).toBeUndefined();
    expect(namingThenClause("It's called the convolution theorem, and again, it's something that we'll go into much more deeply.")).toBeUndefined();
  });

  test('a later main clause that opens on a noun phrase of its own stands', () => {
    // Given a run-on that opens on a pointer and goes on with ", and each token …"
    const sentence =
      'That input text is first broken into a bunch of tokens, which means little chunks that are typically words or little pieces of words, and each token is associated with a high-dimensional vector, which is to say a long list of numbers.';
    // When it is read / Then the later clause is a sentence of its own
    expect(deicticRecoveries(sentence)).toEqual(['Each token is associated with a high-dimensional vector, which is to say a long list of numbers.']);
  });

  test('later clauses that point, frame, narrate the example or have no verb give nothing', () => {
    // Given later clauses of each kind
    const pointing = 'That line is described by two continuous parameters, say the slope and the y-intercept, and the goal of linear regression is to determine those parameters to closely match the data.';
    const framing = 'This smaller grid is often called a kernel, and the beauty here is how just by choosing a different kernel you can get different image effects.';
    const example = 'This one contributes a fraction closer to 4 fifths, and the third lighthouse, L-3, contributes a fraction closer and closer to 6 sevenths.';
    const phrase = 'This is a very common operation in image processing, and a lot less commonly discussed, known as a convolution.';
    // When they are read / Then none stands
    expect([pointing, framing, example, phrase].flatMap((s) => laterClauses(s))).toEqual([]);
  });

  test('a sentence that does not open on a pointer is left to the usual readings', () => {
    // Given a sentence opening on its own subject
    // When it is read / Then no recovery is offered
    expect(deicticRecoveries('The derivative measures a rate of change, and the integral measures an accumulated area under a curve.')).toEqual([]);
  });
});
