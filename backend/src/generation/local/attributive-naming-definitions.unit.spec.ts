import { matchAttributiveNamings } from './attributive-naming-definitions.js';

// Sentences written for these tests.
describe('names given in passing in English prose', () => {
  test.each([
    ['In some cells, the membrane forms a fatty layer known as the myelin layer, which protects the cell and slows the signal.', 'myelin layer', 'a fatty layer that protects the cell and slows the signal'],
    ['The clock is located in an area of the brain known as the timing nucleus.', 'timing nucleus', 'an area of the brain'],
    ['The cell body has branching extensions known as dendrites.', 'dendrites', 'branching extensions'],
    ['The folds pinch off to form a ridge of cells referred to as the neural ridge, which runs beside the tube.', 'neural ridge', 'a ridge of cells that runs beside the tube'], // "referred to as" names as "known as" does
    ['This is known as hidden learning: learning that occurs but is not shown until there is a reason to show it.', 'hidden learning', 'learning that occurs but is not shown until there is a reason to show it'],
    ['The court upheld the validity of a legal doctrine known as the judgment rule.', 'judgment rule', 'a legal doctrine'],
    ['They kept records using a system of colored strings and knots called the quipu.', 'quipu', 'a system of colored strings and knots'],
    ['By the eleventh century, a major Christian holy war called the Reconquista, or reconquest, had begun.', 'Reconquista', 'a major Christian holy war'],
    // An adverb before the naming verb; a name that runs into the clause's verb; a phrase ending on a name after "of".
    ['A band of reporters and writers collectively known as muckrakers exposed corruption in the cities.', 'muckrakers', 'a band of reporters and writers'],
    ['Around 800, a new farming culture called the Mississippian tradition began to spread along the river.', 'Mississippian tradition', 'a new farming culture'],
    ['The order grew out of a mystical form of Islam known as Sufism.', 'Sufism', 'a mystical form of Islam'],
    // The writer's own naming verb; a bracketed list of what the thing holds; a participle before the noun.
    ['The star gives off a steady stream of charged particles (mostly protons and electrons) that we call the stellar breeze.', 'stellar breeze', 'a steady stream of charged particles'],
    ['There are countless grains of broken rock, which we call space dust, scattered between the planets.', 'space dust', 'countless grains of broken rock'],
    // A name followed by more of its clause: a lower-case phrase, a purpose infinitive, a bracketed origin, a verb's particle.
    ['The khan had built a chain of walled supply depots called ortoo along the caravan routes of his realm.', 'ortoo', 'a chain of walled supply depots'],
    ['The council drew up rules known as the kanun to settle disputes between villages.', 'kanun', 'rules to settle disputes between villages'],
    ['Many captives joined the mounted palace guard called the Mamluks (from the Arabic word for “owned”).', 'Mamluks', 'the mounted palace guard'],
  ])('given "%s", when read, then "%s" is named as "%s"', (sentence, term, meaning) => {
    expect(matchAttributiveNamings(sentence)).toEqual([expect.objectContaining({ term, meaning, pattern: 'attributive-naming' })]);
  });

  test('given "When …, it is called X", when read, then X is defined by the when-clause', () => {
    expect(matchAttributiveNamings('When an animal learns to respond differently to similar stimuli, it is called stimulus discrimination.')).toEqual([
      expect.objectContaining({ term: 'stimulus discrimination', meaning: 'when an animal learns to respond differently to similar stimuli', form: 'when-clause' }),
    ]);
  });

  test.each([
    ['Light waves differ from one another in a property we call color.'], // "a property" alone says nothing
    ['He changed his equations by adding an arbitrary new term (we might call it a fudge factor) called the lambda term.'], // the writer's aside
    ['Economists call these goods public goods.'], // the naming opens the sentence: read elsewhere
    ['Smells are sorted in a part of the brain called the olfactory bulb.'], // a genus alone says nothing of which part
    ['A nation that is also a country is sometimes called a nation-state.'], // a copula naming, read elsewhere
    ['These ancestral memories, which Jung called archetypes, appear in many cultures.'], // a scholar's name, read elsewhere
    ['Some rights are often called inalienable.'], // a predicate, no noun phrase before the name
    ['Was this ever called a revolution?'], // a question
    ['In 1352, a young wandering monk named Zhu Yuanzhang joined the rebels.'], // a person's name, given without "the"
    ['A mechanical engineer sometimes called the father of modern management timed every task.'], // an epithet names a person
    ['The unrest set the stage for a Dutch printer named Jan Laurens to publish the forbidden pamphlets.'], // a person's name, then the clause
    ['The tomb belonged to a young priestess named Enheduanna.'], // a person's name closing the sentence
    ['The duke raised a band of soldiers called the Redcoats to frighten his rivals in the capital.'], // a purpose that leans on the story
    ['The rebels then began the uprising known as the Revolt on a huge scale.'], // "the uprising" alone says too little
  ])('given "%s", when read, then nothing is named', (sentence) => {
    expect(matchAttributiveNamings(sentence)).toEqual([]);
  });

  test('given a Spanish sentence, when read, then nothing is named (the naming verbs are English)', () => {
    expect(matchAttributiveNamings('Las células forman una capa grasa conocida como la vaina externa, que protege la célula.')).toEqual([]);
  });
});

// Sentences written for these tests.
describe('a name given in passing, then what the named thing does or holds', () => {
  test.each([
    // A modal or a past verb in the relative; a relative opened by a preposition.
    ['Engineers have built a device called the wave damper that can absorb the shaking of a tall tower.', 'wave damper', 'a device that can absorb the shaking of a tall tower'],
    ['The villages adopted a farming system called crop rotation that emerged from the need to rest the soil.', 'crop rotation', 'a farming system that emerged from the need to rest the soil'],
    ['After the flood, the town entered a season called the rebuilding (1820–1826) during which new bridges were raised across the river.', 'rebuilding', 'a season during which new bridges were raised across the river'],
    // A past participle set off by commas goes on describing the phrase the name belongs to.
    ['The ships sail within a narrow coastal lane, marked on the charts, called the safe passage.', 'safe passage', 'a narrow coastal lane, marked on the charts'],
  ])('given "%s", when read, then "%s" is named as "%s"', (sentence, term, meaning) => {
    expect(matchAttributiveNamings(sentence)).toEqual([expect.objectContaining({ term, meaning })]);
  });

  test.each([
    // A describing adjective the tagger reads as the noun's; an adverb grading the adjective.
    ['The inner chamber is filled with a salty fluid called the inner lymph.', 'inner lymph', 'a salty fluid'],
    ['The rear chamber holds a more viscous gel called the deep humor.', 'deep humor', 'a more viscous gel'],
    // The phrase is the subject: what the clause's present-tense verb says of it is what the named thing does.
    ['A thin sheet called the capsule wraps each kidney.', 'capsule', 'a thin sheet that wraps each kidney'],
    ['Narrow tubes called ducts carry bile to the gut.', 'ducts', 'narrow tubes that carry bile to the gut'],
    ['A chain of reactions called glycolysis breaks down glucose in the cytoplasm.', 'glycolysis', 'a chain of reactions that breaks down glucose in the cytoplasm'],
  ])('given "%s", when read, then "%s" is described as "%s"', (sentence, term, meaning) => {
    expect(matchAttributiveNamings(sentence)).toEqual([expect.objectContaining({ term, meaning })]);
  });

  test.each([
    ['The report describes an important process called sorting.'], // a judgement says nothing of which process
    ['The city later built a large new space called the forum.'], // a size and a novelty, no kind
    ['A protein called keratex was found in the samples.'], // a past event, and "a protein" alone
    ['A treaty called the Accord of Lund ends the war.'], // a capitalised name: an event the text tells of
    ['A small group called the reformers has grown in the city.'], // a possession or a perfect, no property
    ['Tiny glands called sweat pores release salt onto the skin.'], // "pores" read as a verb would not agree with "glands"
  ])('given "%s", when read, then no meaning is given', (sentence) => {
    expect(matchAttributiveNamings(sentence)).toEqual([]);
  });

  test.each([
    // The phrase is the subject: the relative runs into the clause's own verb.
    ['A thin fold known as the gate flap that previously acted as a seal closes the opening at birth.', 'a thin fold'],
    // After a comma, "that" opens the next clause, not a relative.
    // (The clause before says what the layer does: "by which the cells are wrapped".)
    ['The cells are wrapped by a layer of tissue called the sheath, that wrapped bundle of cells is called a cord.', 'a layer of tissue by which the cells are wrapped'],
  ])('given "%s", when read, then the name keeps only its noun phrase (at most "%s")', (sentence, phrase) => {
    for (const match of matchAttributiveNamings(sentence)) expect(match.meaning).toBe(phrase);
  });
});

// Sentences written for these tests, after the forms of an anatomy textbook.
describe('the noun phrase a name is given to (English, science prose)', () => {
  test('given "The lining releases small proteins called lectins that bind …", when read, then the verb is no part of the named phrase', () => {
    expect(matchAttributiveNamings('The lining releases small proteins called lectins that can bind sugars on the surface of bacteria.').map((d) => [d.term, d.meaning])).toEqual([
      ['lectins', 'small proteins that can bind sugars on the surface of bacteria'],
    ]);
  });

  test('given "… secrete the digestive enzyme and peptides called cathelicidins", when read, then the name does not go to the enzyme and the peptides together', () => {
    const found = matchAttributiveNamings('The glands also secrete the digestive enzyme and peptides called cathelicidins, which kill bacteria.');
    expect(found.filter((d) => /enzyme/.test(d.meaning))).toEqual([]);
  });
});

// Sentences written for these tests, after the forms of an anatomy textbook.
describe('a thing named in passing as the means of what the clause says (English)', () => {
  test.each([
    ['A tendon can stretch and recoil under load due to a property of collagen fibers called resilience.', 'resilience', 'a property of collagen fibers by which a tendon can stretch and recoil under load'],
    ['The pigment is carried into the skin cells via a small membrane sac called a pigment body.', 'pigment body', 'a small membrane sac by which the pigment is carried into the skin cells'],
    // "a process" alone says nothing; with the clause it says which process.
    ['Unwanted urges are kept out of mind through a process called repression.', 'repression', 'a process by which unwanted urges are kept out of mind'],
  ])('given "%s", when read, then "%s" is "%s"', (sentence, term, meaning) => {
    expect(matchAttributiveNamings(sentence)).toEqual([expect.objectContaining({ term, meaning })]);
  });

  test.each([
    // A past clause tells one event (and a person would be "by whom"); a person reporting; "by" a participle's, inside a noun phrase.
    ['Each province was governed by a royal officer called a prefect.', 'prefect', 'a royal officer'],
    ['Smith explains that cells keep their balance through the chemical signals known as hormones.', 'hormones', 'the chemical signals'],
    ['The inner ear holds a chamber spanned by three tiny bones called the ear bones.', 'ear bones', 'three tiny bones'],
  ])('given "%s", when read, then "%s" keeps its noun phrase alone ("%s")', (sentence, term, meaning) => {
    expect(matchAttributiveNamings(sentence)).toEqual([expect.objectContaining({ term, meaning })]);
  });
});
