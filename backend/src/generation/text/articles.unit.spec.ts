import { copulaFor, indefiniteArticle, termHead, writtenArticle } from './articles.js';

describe('the article a material writes before a term', () => {
  it('given how the text writes the term, when read, then "a" if it does at least as often as bare, "the" if always, else none', () => {
    const texts = ['Health insurance policies often have a copayment, in which the policyholder pays a small amount.', 'The copayment is paid at each visit.'];
    expect(writtenArticle('copayment', texts)).toBe('a');
    expect(writtenArticle('Hawthorne effect', ['This is called the Hawthorne effect.', 'The Hawthorne effect is unavoidable.'])).toBe('the');
    expect(writtenArticle('unemployment rate', ['The unemployment rate rose.', 'Economists track unemployment rate data.'])).toBe('the');
    expect(writtenArticle('risk', ['Risk measures uncertainty.', 'Investors face risk.', 'Firms bear risk.', 'A risk is a chance of loss.'])).toBeNull();
    expect(writtenArticle('coinsurance', ['Another method is coinsurance, which means …'])).toBeNull();
    // Hyphens and case as the text writes them; a plural term or an acronym takes none here.
    expect(writtenArticle('in-group', ['An in group is the group one belongs to.'])).toBe('a');
    expect(writtenArticle('price controls', ['Laws are called price controls.'])).toBeNull();
    expect(writtenArticle('GDP', ['The GDP of a country.'])).toBeNull();
    expect(writtenArticle('Medicare', ['The Medicare program pays.', 'Medicare covers seniors.', 'Under the Medicare rules …'])).toBeNull();
    // "the diffusion of water" is one instance: it says nothing of how the term is written.
    expect(writtenArticle('diffusion', ['The diffusion of water is slow.', 'Diffusion moves particles.'])).toBeNull();
    // A determiner is neither: "this copayment" says nothing of the article.
    expect(writtenArticle('copayment', ['This copayment is small.', 'Each copayment is small.'])).toBeNull();
  });
});

describe('the indefinite article and the copula a term takes', () => {
  it.each([
    ['eigenvector', 'an'], ['unit', 'a'], ['umbrella', 'an'], ['user', 'a'], ['eukaryote', 'a'], ['one-way street', 'a'], ['orbit', 'an'],
  ])('given "%s", when an indefinite article goes before it, then it is "%s"', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });

  it('given a term, when its copula and head are read, then a plural head takes "are" and the head stops before a preposition', () => {
    expect(copulaFor('price controls')).toBe('are');
    expect(copulaFor('elasticity')).toBe('is');
    expect(termHead('barriers to entry')).toBe('barriers');
  });
});
