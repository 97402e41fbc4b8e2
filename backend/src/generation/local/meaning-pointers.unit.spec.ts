import { leansOnContext } from './meaning-pointers.js';

// Meanings written for these tests.
describe('a written meaning that leans on the sentences around it (English)', () => {
  test.each([
    ['the coinage it minted'], // "it" is something the paragraph named
    ['the theory that grew out of this finding'],
    ['the second of these three rights'],
    ['the habit of doing so in public'],
    ['lets them borrow a share of the deposit'],
    ['a notion that will be examined later in the chapter'], // the book's own plan
    ['when the former happens'], // one of two things the paragraph named
    ['a different area of the body'], // different from the one the paragraph named
    ['another form of government in which …'],
    ['a view held by the latter'],
    ['a sugar group on one end'], // one end of what the paragraph described
    ['additional blurring'], // more than what the paragraph described
    ['an extra lens'],
    ['a special material'], // special beside what the paragraph described
    ['the chemical activity of the dissolved salts is why they'], // cut before its own verb
    ['a property of crystals'], // whose property, not which
  ])('given "%s", when checked, then it leans on its context', (meaning) => {
    expect(leansOnContext(meaning)).toBe(true);
  });

  test.each([
    ['a bank that its members own and run'], // "its" is the bank's own
    ['institutions that take deposits and then use these to make loans'], // a pronoun for a noun of the meaning
    ['a tax designed in such a way that the rich pay more'],
    ['metals such as iron and copper'],
    ['the rate banks pay for such loans'], // a kind
    ['goods that are distinctive in one of these ways'], // any one of several
    ['a kind of white blood cell that engulfs bacteria and damaged cells found in this layer'], // a late detail
    ['an economic system such as existed in the former Soviet Union'], // "former" is an adjective of a name
    ['a thin rod with a hook at one end'], // says of what
    ['an additional lens that magnifies the image'], // says which
    ['a special court that hears cases about taxes'], // says which
    ['a property of matter that measures its resistance to flow'], // says which
  ])('given "%s", when checked, then it stands alone', (meaning) => {
    expect(leansOnContext(meaning)).toBe(false);
  });
});
