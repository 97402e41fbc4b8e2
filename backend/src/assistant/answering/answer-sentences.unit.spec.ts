import { definitionPredicate, dropConnective, headingNames, mentionsPhrase, standing, withoutFigureReferences } from './answer-sentences.js';

describe('answer sentences read as answers', () => {
  it('given a figure pointer in brackets, when cleaned, then the pointer is cut and the claim kept', () => {
    expect(withoutFigureReferences('A price ceiling keeps the price below equilibrium (see Figure 3.21).'))
      .toBe('A price ceiling keeps the price below equilibrium.');
    expect(withoutFigureReferences('Demand rose, as shown in Figure 4, because incomes grew.')).toBe('Demand rose, because incomes grew.');
  });

  it('given a sentence about a figure, when cleaned, then it is dropped', () => {
    expect(withoutFigureReferences('In the figure, the horizontal line at the price of $500 shows the legal rent.')).toBeNull();
    expect(withoutFigureReferences('Table 2 lists the elasticities of several goods.')).toBeNull();
  });

  it('given a dangling start, when judged, then pronouns need their sentence and connectives can be dropped', () => {
    expect(standing('It also raises the quantity supplied.')).toBe('dangling');
    expect(standing('These controls lead to shortages.')).toBe('dangling');
    expect(standing('However, rent control causes shortages of apartments.')).toBe('connective');
    expect(dropConnective('However, rent control causes shortages of apartments.')).toBe('Rent control causes shortages of apartments.');
    expect(dropConnective('So the price rises until the shortage is gone.')).toBe('The price rises until the shortage is gone.');
    expect(standing('A price ceiling is a legal maximum price.')).toBe('alone');
  });

  it('matches terms across inflections and acronyms', () => {
    expect(headingNames('price ceiling', 'Price ceilings')).toBe(true);
    expect(headingNames('gross domestic product (GDP)', 'GDP')).toBe(true);
    expect(headingNames('price floor', 'price ceiling')).toBe(false);
    expect(mentionsPhrase('Rent control is a price ceiling on apartments.', 'price ceilings')).toBe(true);
  });

  it('reads what a definition says the term is', () => {
    expect(definitionPredicate('price ceiling', 'Price ceiling: a legal maximum price')).toBe('a legal maximum price');
    expect(definitionPredicate('price floor', 'A price floor is a legal minimum price.')).toBe('a legal minimum price');
    expect(definitionPredicate('free rider', 'Those who want others to pay for the public good are called free riders.')).toBeNull();
  });
});

describe('definition predicates across plurals', () => {
  it('reads "Price controls: …" and "A price ceiling is …" for plural topics', () => {
    expect(definitionPredicate('price controls', 'Price controls: laws that governments enact to regulate prices')).toBe('laws that governments enact to regulate prices');
    expect(definitionPredicate('price ceilings', 'A price ceiling is a legal maximum price.')).toBe('a legal maximum price');
  });
});
