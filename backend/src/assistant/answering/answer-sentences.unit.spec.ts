import {
  announcesList, definesAsSubject, definesByAcronym, introducedAcronym, definitionPredicate, definitionSentence, dropConnective, headingNames, introducesName, mentionsPhrase, namesTerm, samePhrase, standing, withoutFigureReferences, termFirst, resolvedPronoun,
} from './answer-sentences.js';

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

  it('given "figures" who act (people, not pictures), when cleaned, then the sentence is kept; a figure to the right is still a picture', () => {
    const monarchs = 'Constitutional monarchies recognize monarchs but require these figures to abide by the laws of a greater constitution.';
    expect(withoutFigureReferences(monarchs)).toBe(monarchs);
    expect(withoutFigureReferences('Public figures who speak out are watched closely by the figures who follow them.')).not.toBeNull();
    expect(withoutFigureReferences('The figure to the right shows the supply curve shifting.')).toBeNull();
    expect(withoutFigureReferences('We use the figure to illustrate the shortage.')).toBeNull();
  });

  it('given a dangling start, when judged, then pronouns need their sentence and connectives can be dropped', () => {
    expect(standing('It also raises the quantity supplied.')).toBe('dangling');
    expect(standing('These controls lead to shortages.')).toBe('dangling');
    expect(standing('However, rent control causes shortages of apartments.')).toBe('connective');
    expect(dropConnective('However, rent control causes shortages of apartments.')).toBe('Rent control causes shortages of apartments.');
    expect(dropConnective('So the price rises until the shortage is gone.')).toBe('The price rises until the shortage is gone.');
    expect(standing('A price ceiling is a legal maximum price.')).toBe('alone');
  });

  it('given an "it" standing for nothing ("It is not uncommon for …"), when judged, then the sentence stands alone; "It is used to …", "It is true that …" and "It is hard to avoid …" still lean back', () => {
    expect(standing('It is not uncommon for neighbours to share tools and rides.')).toBe('alone');
    expect(standing('It is important to note that not every town has a bakery.')).toBe('alone');
    expect(standing('It was common for farmers to swap seed after the harvest.')).toBe('alone');
    // A participle: "it" is the thing the sentence before named.
    expect(standing('It is used to measure the prices of a basket of goods.')).toBe('dangling');
    // A concession: what it concedes is said around it.
    expect(standing('It is true that prices rose over the decade.')).toBe('dangling');
    // "Hard to avoid": the thing itself may be what is hard.
    expect(standing('It is hard to avoid in drug trials.')).toBe('dangling');
    expect(standing('It also raises the quantity supplied.')).toBe('dangling');
  });

  it('given an opener setting its case against cases said before ("In other cases, …"), when judged, then it needs its sentence (English and Spanish)', () => {
    expect(standing('In other cases, we can use social pressures to reduce the number of free riders.')).toBe('dangling');
    expect(standing('In both cases, the price stays below equilibrium.')).toBe('dangling');
    expect(standing('In the latter case, the insurer pays the whole claim.')).toBe('dangling');
    expect(standing('En otros casos, la presión social reduce el número de polizones.')).toBe('dangling');
    // Cases of its own: the sentence stands alone.
    expect(standing('In some cases, markets can produce public goods.')).toBe('alone');
    expect(standing('In most cases, the insurer pays the whole claim.')).toBe('alone');
    expect(standing('En algunos casos, los mercados producen bienes públicos.')).toBe('alone');
  });

  it('given a later item of a list begun before ("A final way of …"), when judged, then it needs its sentence (English and Spanish)', () => {
    expect(standing('A final way of reducing moral hazard is to focus on the incentives of providers.')).toBe('dangling');
    expect(standing('A second reason is that buyers know more than sellers.')).toBe('dangling');
    expect(standing('Una segunda razón es que los compradores saben más que los vendedores.')).toBe('dangling');
    // A first item, or an ordinal that is not an item of a list, stands alone.
    expect(standing('The first characteristic, that a public good is nonexcludable, means that no one can be kept from using it.')).toBe('alone');
    expect(standing('A final exam tests the whole course.')).toBe('alone');
  });

  it('given a Spanish sentence, when judged, then "Sin embargo, …" drops its connective and "Esta práctica …" needs its sentence', () => {
    expect(standing('Sin embargo, el control de precios causa escasez de viviendas.')).toBe('connective');
    expect(dropConnective('Sin embargo, el control de precios causa escasez de viviendas.')).toBe('El control de precios causa escasez de viviendas.');
    expect(standing('Por lo tanto, el precio sube hasta que desaparece la escasez.')).toBe('connective');
    expect(standing('Esta práctica se conoce como dumping.')).toBe('dangling');
    expect(standing('Su precio no puede subir por encima del límite.')).toBe('dangling');
    expect(standing('Un precio máximo es un precio máximo legal.')).toBe('alone');
    expect(standing('Estado y mercado fijan los precios juntos.')).toBe('alone');
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

describe('what a sentence says of a term', () => {
  it('given "X is <an amount>" ("–$419 billion", "about 4%"), when read, then it says what X came to, not what X is', () => {
    expect(definitionPredicate('trade gap', 'The trade gap is –$419 billion.')).toBeNull();
    expect(definitionPredicate('trade gap', 'The trade gap is about 4% of output.')).toBeNull();
    expect(definesAsSubject('trade gap', 'The trade gap is 12 million tonnes of grain.')).toBe(false);
    expect(definitionPredicate('trade gap', 'The trade gap is the difference between the value of exports and of imports.')).toBe('the difference between the value of exports and of imports');
    expect(definitionPredicate('recession', 'A recession is two quarters of falling output.')).toBe('two quarters of falling output');
  });

  it('given "X is <adjective> in/for/because …", when read, then it says what X is like, not what X is; a noun phrase after a participle is a predicate', () => {
    expect(definitionPredicate('placebo effect', 'The placebo effect is unavoidable in some trials because patients know they are treated.')).toBeNull();
    expect(definitionPredicate('values', 'Values are deeply embedded and are critical for learning a culture.')).toBeNull();
    expect(definitionPredicate('written codes', 'Written codes are established, written rules existing in all societies.')).toBe('established, written rules existing in all societies');
    expect(definitionPredicate('closed systems', 'Closed systems are closed stratification systems where people cannot move.')).toBe('closed stratification systems where people cannot move');
    expect(definitionPredicate('price floors', 'Price floors are enacted to keep prices high.')).toBeNull();
    expect(definitionPredicate('public goods', 'Public goods are nonexcludable and non-rival.')).toBe('nonexcludable and non-rival');
    expect(definesAsSubject('placebo effect', 'The placebo effect is unavoidable in some trials because patients know they are treated.')).toBe(false);
  });

  it('given "the term X to describe …", "are considered X" or a closing apposition "…, X, the …", when read, then the sentence names X', () => {
    expect(namesTerm('rank stability', 'Researchers use the term rank stability to describe how little a position changes.')).toBe(true);
    expect(namesTerm('rank stability', 'The term rank stability refers to how little a position changes.')).toBe(true);
    expect(namesTerm('rank stability', 'Researchers use the term rank mobility to describe how much a position changes.')).toBe(false);
    expect(namesTerm('net worth', 'A bankrupt bank has a negative net worth, meaning its assets are worth less than its debts.')).toBe(false);
    expect(namesTerm('aggregate', 'People who stand in the same line but do not interact are considered an aggregate, or a crowd.')).toBe(true);
    expect(namesTerm('formal code', 'Laws describe a formal code, the rules a community writes down and enforces.')).toBe(true);
    expect(namesTerm('formal code', 'Laws describe a formal code, the courts, and the police.')).toBe(false);
    expect(namesTerm('formal code', 'A formal code differs from everyday practice.')).toBe(false);
  });
});

describe('more ways a text names a term', () => {
  it('given "what X call Y", "define Y as", "Y theory asserts that", "Y, or …," or a closing "Y, <phrase that …>", when read, then the sentence names Y', () => {
    expect(namesTerm('tribe', 'A group of families who share land and ancestors is what anthropologists call a tribe.')).toBe(true);
    expect(namesTerm('tribe', 'Anthropologists call a tribe by its own name.')).toBe(false);
    expect(namesTerm('contract', 'For our purposes, we’ll define a contract as an agreement the courts will enforce.')).toBe(true);
    expect(namesTerm('strain theory', 'Developed in the 1930s, strain theory asserts that blocked goals lead to deviance.')).toBe(true);
    expect(namesTerm('ancestry', 'Note that ancestry, or one’s traceable line of descent, can be based on blood or adoption.')).toBe(true);
    expect(namesTerm('bigamy', 'Bigamy, or being married to two people at once, is illegal in most countries.')).toBe(true);
    expect(namesTerm('savings account', 'Customers deposit money into a checking account, savings account, or a certificate of deposit, and the bank owes it.')).toBe(false);
    expect(namesTerm('city states', 'Trade grew in the city states, towns that governed themselves and the land around them.')).toBe(true);
    expect(namesTerm('prices', 'The market sets prices, which change often.')).toBe(false);
  });

  it('given a term written with its acronym in brackets, when read, then the acronym is found and "One <acronym> is …" says what it is', () => {
    expect(introducedAcronym('astronomical unit', ['Distances are given in a quantity known as an astronomical unit (AU), which …'])).toBe('AU');
    expect(introducedAcronym('gross domestic product', ['Gross Domestic Product (GDP) measures output.'])).toBe('GDP');
    expect(introducedAcronym('orbital period', ['When P (the orbital period) is measured in years …', 'The orbital period (P) of Mars is 1.88 years.'])).toBeNull();
    expect(definesByAcronym('AU', 'One AU is the average distance between Earth and the Sun.')).toBe(true);
    expect(definesByAcronym('AU', 'Australia is a continent.')).toBe(false);
    expect(definesByAcronym('AU', 'Mars is 1.52 AU from the Sun.')).toBe(false);
  });

  it('given "Y, or <symbol>" naming the term by a formula\'s letter, when read, then it does not name Y', () => {
    expect(namesTerm('semimajor axis', 'By Kepler’s third law this equals the cube of its semimajor axis, or a3.')).toBe(false);
    expect(namesTerm('orbital period', 'The square of the orbital period, or P2, is 3.53.')).toBe(false);
    expect(namesTerm('hematocrit', 'The hematocrit, or packed cell volume, is measured in a centrifuge.')).toBe(true);
  });

  it('given "X, which includes/consists of/measures …" right after the term as written, when read, then it names X; another word of its stem or a name does not', () => {
    expect(namesTerm('trade account', 'Do not confuse the trade balance with the trade account, which includes income from abroad as well.')).toBe(true);
    expect(namesTerm('trade account', 'The trade account, which includes income from abroad, fell last year.')).toBe(true);
    expect(namesTerm('club culture', 'Club culture, which consists of shared songs and rituals, differs from town to town.')).toBe(true);
    // "index" is not "indexed"; "Farm Survey" is a name.
    expect(namesTerm('indexed', 'The price index, which includes many goods, rose.')).toBe(false);
    expect(namesTerm('surveys', 'The bureau runs the National Farm Survey (NFS), which measures harvests.')).toBe(false);
  });

  it('given "is considered X" that sorts things rather than naming one, when read, then it does not name X', () => {
    expect(namesTerm('aggregate', 'People in the same place who do not interact are considered an aggregate, or a crowd.')).toBe(true);
    expect(namesTerm('high art', 'In each pair, one kind is considered high art and the other low art.')).toBe(false);
  });

  it('given a plural in -ies after "In other words,", when read, then the predicate is what the term is', () => {
    expect(definitionPredicate('family', 'In other words, families are groups in which people keep ties over a long time.')).toBeNull();
    expect(definesAsSubject('family', 'In other words, families are groups in which people keep ties over a long time.')).toBe(true);
    expect(definitionPredicate('family', 'Families are groups in which people keep ties over a long time.')).toBe('groups in which people keep ties over a long time');
    expect(standing('In other words, families are groups in which people keep ties.')).toBe('connective');
    expect(dropConnective('Note that ancestry, or one’s traceable line of descent, can be based on blood.')).toBe('Ancestry, or one’s traceable line of descent, can be based on blood.');
  });
});

describe('a sentence that introduces the term by its name', () => {
  it('given "… called X", "… we call X", "define X as", "the term X to describe", when read, then it introduces X (English and Spanish)', () => {
    expect(introducesName('price controls', 'Laws that governments enact to regulate prices are called price controls.')).toBe(true);
    expect(introducesName('externality', 'A cost that falls on a third party is what economists call an externality.')).toBe(true);
    expect(introducesName('marriage', 'We’ll define marriage as a legally recognized social contract.')).toBe(true);
    expect(introducesName('social stratification', 'Sociologists use the term social stratification to describe the system of social standing.')).toBe(true);
    expect(introducesName('dumping', 'Esta práctica se conoce como dumping.')).toBe(true);
  });

  it('given a sentence that names the term without a naming verb, or says something else of it, when read, then it does not introduce it', () => {
    // namesTerm reads these as naming the term; they say more of it than its name.
    expect(namesTerm('nonreactive research', 'Old movies are nonreactive research (or unobtrusive research), meaning that they do not involve direct contact with subjects.')).toBe(true);
    expect(introducesName('nonreactive research', 'Old movies are nonreactive research (or unobtrusive research), meaning that they do not involve direct contact with subjects.')).toBe(false);
    expect(introducesName('adverse selection', 'Rather than face such a situation of adverse selection, the insurance company may not sell insurance at all.')).toBe(false);
    expect(introducesName('social stratification', 'Sociologists recognize social stratification as a society-wide system that makes inequalities apparent.')).toBe(false);
    expect(introducesName('price controls', 'Price controls are called for when prices rise.')).toBe(false);
  });
});

describe('definition predicates in Spanish', () => {
  it('given "X es/son …" or "X se refiere a …", when read, then the predicate is what X is; "X son establecidos …" is said of X', () => {
    expect(definitionPredicate('precio máximo', 'Un precio máximo es un precio máximo legal.')).toBe('un precio máximo legal');
    expect(definitionPredicate('controles de precios', 'Los controles de precios son leyes que regulan los precios.')).toBe('leyes que regulan los precios');
    expect(definitionPredicate('selección adversa', 'La selección adversa se refiere al problema de la información oculta.')).toBe('problema de la información oculta');
    expect(definitionPredicate('riesgo moral', 'El riesgo moral se refiere a que el asegurado se cuida menos.')).toBe('que el asegurado se cuida menos');
    expect(definitionPredicate('precios mínimos', 'Los precios mínimos son establecidos por el gobierno.')).toBeNull();
    expect(definitionPredicate('bienes públicos', 'Los bienes públicos no son excluibles.')).toBeNull();
  });
});

describe('definition predicates across plurals', () => {
  it('reads "Price controls: …" and "A price ceiling is …" for plural topics', () => {
    expect(definitionPredicate('price controls', 'Price controls: laws that governments enact to regulate prices')).toBe('laws that governments enact to regulate prices');
    expect(definitionPredicate('price ceilings', 'A price ceiling is a legal maximum price.')).toBe('a legal maximum price');
  });
});

describe('a note\'s definition as the first sentence of an answer', () => {
  it('given "term: meaning", when shown, then the term is the subject in the number the learner asked', () => {
    expect(definitionSentence('copayment', 'copayment', 'copayment: when the policyholder must pay a small amount'))
      .toBe('Copayment is when the policyholder must pay a small amount.');
    expect(definitionSentence('deductibles', 'deductible', 'deductibles: an amount the policyholder pays first'))
      .toBe('A deductible is an amount the policyholder pays first.');
    expect(definitionSentence('premiums', 'premiums', 'premiums: regular payments')).toBe('Premiums are regular payments.');
    expect(definitionSentence('price controls', 'price controls', 'price controls: an instrument of policy')).toBe('Price controls: an instrument of policy.');
  });

  it('given a "term: meaning" entry whose meaning is a sentence, when shown, then a law states it and a noun phrase reads after the copula', () => {
    expect(definitionSentence('Kepler’s second law', 'Kepler’s second law', 'Kepler’s second law: The straight line joining a planet and the Sun sweeps out equal areas in equal times'))
      .toBe('Kepler’s second law states that the straight line joining a planet and the Sun sweeps out equal areas in equal times.');
    expect(definitionSentence('exchange rate', 'exchange rate', 'exchange rate: The value of one currency in terms of another', () => 'en', () => 'a'))
      .toBe('An exchange rate is the value of one currency in terms of another.');
  });

  it('given a "term: meaning" entry and the article the material writes before the term, when shown, then the term opens with it', () => {
    expect(definitionSentence('random sample', 'random sample', 'random sample: when every person has the same chance of being chosen', () => 'en', () => 'a'))
      .toBe('A random sample is when every person has the same chance of being chosen.');
    expect(definitionSentence('exchange rate', 'exchange rate', 'exchange rate: the value of one currency in terms of another', () => 'en', () => 'a'))
      .toBe('An exchange rate is the value of one currency in terms of another.');
    expect(definitionSentence('Hawthorne effect', 'Hawthorne effect', 'Hawthorne effect: when people change their behavior', () => 'en', () => 'the'))
      .toBe('The Hawthorne effect is when people change their behavior.');
    expect(definitionSentence('solar wind', 'solar wind', 'solar wind: a stream of charged particles', () => 'en', () => 'the'))
      .toBe('The solar wind is a stream of charged particles.');
    expect(definitionSentence('coinsurance', 'coinsurance', 'coinsurance: when the insurer covers a share of the cost', () => 'en', () => null))
      .toBe('Coinsurance is when the insurer covers a share of the cost.');
    // Other notes keep "Term: meaning": the article is English grammar.
    expect(definitionSentence('muestra aleatoria', 'muestra aleatoria', 'muestra aleatoria: cuando todos tienen la misma probabilidad', () => 'es', () => 'a'))
      .toBe('Muestra aleatoria: cuando todos tienen la misma probabilidad.');
  });

  it('given a meaning that opens on the term\'s own head noun, when shown, then it is a noun phrase after "is", not a verb', () => {
    expect(definitionSentence('nonreactive research', 'nonreactive research', 'nonreactive research: research that does not involve direct contact with subjects'))
      .toBe('Nonreactive research is research that does not involve direct contact with subjects.');
    expect(definitionSentence('junk bonds', 'junk bonds', 'junk bonds: bonds that offer high interest rates')).toBe('Junk bonds are bonds that offer high interest rates.');
    // A singular term's verb would take -s: "total taxes paid" is a noun phrase.
    expect(definitionSentence('effective income tax', 'effective income tax', 'effective income tax: total taxes paid divided by total income'))
      .toBe('Effective income tax is total taxes paid divided by total income.');
    expect(definitionSentence('gross domestic product (GDP)', 'GDP', 'gross domestic product (GDP): measures the size of total production'))
      .toBe('Gross domestic product (GDP) measures the size of total production.');
  });

  it('given an entry quoting a sentence that opens on a connective, when shown first, then the connective goes (English and Spanish)', () => {
    expect(definitionSentence('public goods', 'public good', 'Instead, public goods have two defining characteristics: they are nonexcludable and non-rival.'))
      .toBe('Public goods have two defining characteristics: they are nonexcludable and non-rival.');
    expect(definitionSentence('bienes públicos', 'bien público', 'Sin embargo, los bienes públicos tienen dos características que los definen: son no excluibles y no rivales.'))
      .toBe('Los bienes públicos tienen dos características que los definen: son no excluibles y no rivales.');
  });

  it('given a plural term whose meaning opens on a plural noun, "people" or a participle, when shown, then "are" goes before it', () => {
    expect(definitionSentence('underground economies', 'underground economies', 'underground economies: markets where buyers and sellers trade without approval'))
      .toBe('Underground economies are markets where buyers and sellers trade without approval.');
    expect(definitionSentence('discouraged workers', 'discouraged workers', 'discouraged workers: people who have stopped looking for employment'))
      .toBe('Discouraged workers are people who have stopped looking for employment.');
    expect(definitionSentence('formal norms', 'formal norms', 'formal norms: established, written rules existing in all societies'))
      .toBe('Formal norms are established, written rules existing in all societies.');
    expect(definitionSentence('caste systems', 'caste systems', 'caste systems: closed stratification systems where people can do little to change their standing'))
      .toBe('Caste systems are closed stratification systems where people can do little to change their standing.');
  });

  it('given a meaning of two plural nouns joined before "of" ("exports and imports of goods"), when shown, then "is" goes before it: it is no verb', () => {
    expect(definitionSentence('trade figures', 'trade figures', 'trade figures: exports and imports of goods')).toBe('Trade figures are exports and imports of goods.');
    expect(definitionSentence('trade account', 'trade account', 'trade account: exports and imports of goods and services')).toBe('Trade account is exports and imports of goods and services.');
    // A verb in -s with its object stays what the term does.
    expect(definitionSentence('trade account', 'trade account', 'trade account: records exports and imports of goods')).toBe('Trade account records exports and imports of goods.');
  });

  it('given a plural term whose meaning opens on a verb without -s, when shown, then no "are" is put before it', () => {
    expect(definitionSentence('mutual funds', 'mutual funds', 'mutual funds: consist of a variety of stocks or bonds')).toBe('Mutual funds consist of a variety of stocks or bonds.');
    expect(definitionSentence('usury laws', 'usury laws', 'usury laws: impose an upper limit on the interest rate')).toBe('Usury laws impose an upper limit on the interest rate.');
  });

  it('given a meaning that says what the term does, when shown, then no "is" is put before the verb', () => {
    expect(definitionSentence('gross domestic product (GDP)', 'GDP', 'gross domestic product (GDP): measures the size of total production in an economy'))
      .toBe('Gross domestic product (GDP) measures the size of total production in an economy.');
    expect(definitionSentence('factor costs', 'factor costs', 'factor costs: costs of production that rise with output')).toBe('Factor costs are costs of production that rise with output.');
  });

  it('given a quote that leans on its neighbour, when shown, then the clause naming the term becomes the sentence', () => {
    expect(definitionSentence('coinsurance', 'coinsurance', 'Another method of cost sharing is coinsurance, which means that the insurer covers a share of the cost.'))
      .toBe('Coinsurance means that the insurer covers a share of the cost.');
    expect(definitionSentence('price floor', 'price floor', 'A price floor is the lowest legal price.')).toBe('A price floor is the lowest legal price.');
    expect(definitionSentence('price controls', 'price controls', 'Laws that governments enact to regulate prices are called price controls.'))
      .toBe('Laws that governments enact to regulate prices are called price controls.');
  });

  it('tells a sentence that names the term from one that only says something about it', () => {
    expect(namesTerm('price controls', 'Laws that governments enact to regulate prices are called “price controls.”')).toBe(true);
    expect(namesTerm('coinsurance', 'Another method of cost sharing is coinsurance, which means that the insurer pays a share.')).toBe(true);
    expect(namesTerm('nonexcludable', 'The first characteristic, that a public good is nonexcludable, means that it is costly to exclude anyone.')).toBe(true);
    expect(namesTerm('inflation', 'After all, low inflation means that businesses can focus on real issues.')).toBe(false);
    expect(namesTerm('price floor', 'Price floors are sometimes called price supports.')).toBe(false);
    expect(namesTerm('predatory pricing', 'This practice is called predatory pricing.')).toBe(true);
    expect(namesTerm('dumping', 'Esta práctica se conoce como dumping.')).toBe(true);
    expect(namesTerm('controles de precios', 'Las leyes que regulan los precios se llaman controles de precios.')).toBe(true);
    expect(namesTerm('precios mínimos', 'Los precios mínimos se llaman también precios de sostén.')).toBe(false);
  });

  it('takes "X have two defining characteristics" as a definition only with X as the subject', () => {
    expect(definesAsSubject('public good', 'Instead, public goods have two defining characteristics: they are nonexcludable and non-rival.')).toBe(true);
    expect(definesAsSubject('public good', 'To understand the defining characteristics of a public good, first consider a private good.')).toBe(false);
  });
});

describe('a sentence naming the term at its end, said with the term as its subject', () => {
  it('given "M is/are called X." or "We call M X.", when the term is asked, then "X is/are M." with nothing added or left out', () => {
    expect(termFirst('price controls', 'Laws that governments enact to regulate prices are called price controls.')).toBe('Price controls are laws that governments enact to regulate prices.');
    expect(termFirst('price control', 'Laws that governments enact to regulate prices are called “price controls.”')).toBe('Price controls are laws that governments enact to regulate prices.');
    expect(termFirst('bondholder', 'Anyone who owns a bond and receives the interest payments is called a bondholder.')).toBe('A bondholder is anyone who owns a bond and receives the interest payments.');
    expect(termFirst('plasma', '(Scientists call such a hot ionized gas a plasma.)')).toBe('A plasma is a hot ionized gas.');
    // The name with what it belongs to: "the eccentricity of the ellipse" for "eccentricity".
    expect(termFirst('eccentricity', 'The ratio of the distance between the foci to the length of the major axis is called the eccentricity of the ellipse.'))
      .toBe('The eccentricity of the ellipse is the ratio of the distance between the foci to the length of the major axis.');
    expect(termFirst('eccentricity', 'The ratio of the two lengths is called the eccentricity of Mars and Venus.')).toBeNull();
    expect(termFirst('hematocrit', 'One such test, called a hematocrit, measures the percentage of RBCs in a blood sample.'))
      .toBe('A hematocrit is a test that measures the percentage of RBCs in a blood sample.');
    expect(termFirst('platelets', 'The cellular elements include red blood cells (RBCs), white blood cells (WBCs), and cell fragments called platelets.'))
      .toBe('Platelets are cell fragments.');
    expect(termFirst('albumin', 'The liver makes several proteins, and a protein called albumin.')).toBe('Albumin is a protein.');
    // The kind must agree with the name, and be a kind ("which are called" renames a clause).
    expect(termFirst('albumin', 'The liver makes several proteins called albumin.')).toBeNull();
    // "called … , is …" renames rather than says what it does.
    expect(termFirst('hematocrit', 'One such test, called a hematocrit, is cheap.')).toBeNull();
    expect(termFirst('corona', 'The hottest part of the solar atmosphere, which has a temperature of a million degrees or more, is called the corona.'))
      .toBe('The corona is the hottest part of the solar atmosphere, which has a temperature of a million degrees or more.');
    expect(termFirst('glass ceiling', 'The idea that women cannot reach the executive suite is known as the glass ceiling.')).toBe('The glass ceiling is the idea that women cannot reach the executive suite.');
    expect(termFirst('common resources', 'We call goods that are nonexcludable and rivalrous common resources.')).toBe('Common resources are goods that are nonexcludable and rivalrous.');
    // A reference stays at the end; a subject opening on a name keeps its capitals.
    expect(termFirst('reification', 'The error of treating a concept as real is known as reification (Sahn, 2013).')).toBe('Reification is the error of treating a concept as real (Sahn, 2013).');
    expect(termFirst('rent control', 'New York laws that cap rent increases are called rent control.')).toBe('Rent control is New York laws that cap rent increases.');
    expect(termFirst('sanctions', 'The means of enforcing rules are known as sanctions.')).toBe('Sanctions are the means of enforcing rules.');
  });

  it('given "… a KIND called X, in which/where …", when the term is asked, then "X is a KIND in which …" without the story around it', () => {
    expect(termFirst('participant observation', 'Rothman had conducted a form of study called participant observation, in which researchers join a group to observe it.'))
      .toBe('Participant observation is a form of study in which researchers join a group to observe it.');
    expect(termFirst('mutualism', 'Proudhon believed economies could work using a principle called mutualism, under which groups exchange products by contract.'))
      .toBe('Mutualism is a principle under which groups exchange products by contract.');
    // A clause about the name ("…, which the Fed measures") or a kind that is no noun phrase: as the text has it.
    expect(termFirst('M1', 'The Fed uses a definition of money called M1, which the Federal Reserve System measures daily.')).toBeNull();
    expect(termFirst('Torah', 'Judaism has a few others being called Torah, in which the law is written.')).toBeNull();
  });

  it('given another shape, when read, then null: the sentence is shown as the text has it', () => {
    // The subject points back or opens a clause.
    expect(termFirst('bilateral descent', 'This pattern of tracing kinship is called bilateral descent.')).toBeNull();
    expect(termFirst('cultural universal', 'When a pattern appears in all societies, it is called a cultural universal.')).toBeNull();
    // More follows the name; a past tense; two sentences; the term is not the name.
    expect(termFirst('bigamy', 'Marrying while still married is referred to as bigamy and is considered a felony.')).toBeNull();
    expect(termFirst('bartering', 'Exchanging one form of goods for another was known as bartering.')).toBeNull();
    expect(termFirst('absolute monarchies', 'A few nations are run by a monarch with absolute power. Such nations are called absolute monarchies.')).toBeNull();
    expect(termFirst('price floor', 'Price floors are sometimes called price supports.')).toBeNull();
    expect(termFirst('price floor', 'A price floor is the lowest legal price.')).toBeNull();
  });
});

describe('a pronoun subject said of the term named just before', () => {
  it('given "It/They + a verb saying what it is" agreeing with the term, when resolved, then the term is the subject, with its article', () => {
    expect(resolvedPronoun('Sapir-Whorf hypothesis', 'It is based on the idea that people experience their world through their language.', () => 'the'))
      .toBe('The Sapir-Whorf hypothesis is based on the idea that people experience their world through their language.');
    expect(resolvedPronoun('glass ceiling', 'It is an invisible barrier that women meet.', () => 'the')).toBe('The glass ceiling is an invisible barrier that women meet.');
    expect(resolvedPronoun('folkways', 'They are norms without any moral underpinnings.')).toBe('Folkways are norms without any moral underpinnings.');
    expect(resolvedPronoun('dividend', 'It refers to a payment to shareholders.', () => 'a')).toBe('A dividend refers to a payment to shareholders.');
  });

  it('given an "it" standing for nothing, a pronoun of the other number, another pronoun or verb, when resolved, then null', () => {
    expect(resolvedPronoun('glass ceiling', 'It is important to note that women earn less.')).toBeNull();
    expect(resolvedPronoun('glass ceiling', 'It is likely that the barrier remains.')).toBeNull();
    expect(resolvedPronoun('folkways', 'It is a norm without moral weight.')).toBeNull();
    expect(resolvedPronoun('dividend', 'They are paid each quarter.')).toBeNull();
    expect(resolvedPronoun('dividend', 'This is paid each quarter.')).toBeNull();
    expect(resolvedPronoun('dividend', 'It was paid in 2020.')).toBeNull();
  });
});

describe('terms spelt with or without a hyphen', () => {
  it('given a hyphenated term, when the text spells it closed up or apart, then it is the same term (English and Spanish)', () => {
    expect(mentionsPhrase('National defense is nonrival.', 'non-rival')).toBe(true);
    expect(mentionsPhrase('Doctors paid on a fee-for-service basis earn more.', 'fee for service')).toBe(true);
    expect(samePhrase('co-payment', 'copayments')).toBe(true);
    expect(mentionsPhrase('Hacen un análisis costo-beneficio.', 'costo beneficio')).toBe(true);
    expect(samePhrase('socio-económico', 'socioeconómico')).toBe(true);
    expect(mentionsPhrase('A fee for each service.', 'fee-for-service')).toBe(false);
  });
});

describe('sentences that only announce a list', () => {
  it('given a sentence that counts kinds without naming them, when judged, then it announces what follows (English and Spanish)', () => {
    expect(announcesList('Price controls come in two flavors.')).toBe(true);
    expect(announcesList('There are three main types of unemployment.')).toBe(true);
    expect(announcesList('The costs fall into the following groups:')).toBe(true);
    expect(announcesList('Los controles de precios son de dos tipos.')).toBe(true);
    expect(announcesList('Existen tres clases de desempleo:')).toBe(true);
  });

  it('given a sentence that names the items itself, when judged, then it does not (English and Spanish)', () => {
    expect(announcesList('Public goods have two defining characteristics: they are nonexcludable and non-rival.')).toBe(false);
    expect(announcesList('A price ceiling keeps a price from rising above a certain level.')).toBe(false);
    expect(announcesList('Economists distinguish two types of unemployment, frictional and structural.')).toBe(false);
    expect(announcesList('Hay dos tipos de desempleo, el friccional y el estructural.')).toBe(false);
    expect(announcesList('Los bienes públicos tienen dos características: no son excluibles ni rivales.')).toBe(false);
    expect(announcesList('Un precio máximo impide que el precio suba por encima de cierto nivel.')).toBe(false);
  });
});

