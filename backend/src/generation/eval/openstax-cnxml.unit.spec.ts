import { convertModule, parseCollection, selectSections, toFixtureSection, type ConvertedModule } from './openstax-cnxml.js';

const MODULE = `<?xml version="1.0" encoding="UTF-8"?>
<document xmlns="http://cnx.rice.edu/cnxml">
<title>What Is Sociology?</title>
<metadata xmlns:md="http://cnx.rice.edu/mdml">
  <md:content-id>m90142</md:content-id>
  <md:title>What Is Sociology?</md:title>
  <md:abstract><para id="a1">By the end of this section, you should be able to:</para><list id="a2"><item>Explain concepts.</item></list></md:abstract>
</metadata>
<content>
<section id="s1">
<title>What Are Society and Culture?</title>
<figure id="fig1"><media id="m1" alt="People on a path"><image mime-type="image/jpg" src="../../media/a.jpg"/></media>
<caption>Sociologists learn about society. (Credit: Flickr)</caption></figure>
<para id="p1"><term id="t1">Sociology</term> is the scientific and
  systematic study of groups &amp; group interactions&#8212;from small to large.</para>
<para id="p2">The term <term id="t2">culture</term> refers to the <emphasis effect="italics">group’s</emphasis> shared practices. <link target-id="fig1"/> shows a path; as <link target-id="tab1"/> shows, the 4<sup>th</sup> item differs. <link url="https://example.org">See more</link>.</para>
<table id="tab1" summary="x"><tgroup cols="1"><tbody><row><entry>cell</entry></row></tbody></tgroup></table>
<list id="l1" list-type="bulleted"><item>First point</item><item>Second <emphasis effect="bold">point</emphasis></item></list>
<list id="l2" list-type="enumerated" number-style="arabic"><item>One</item><item>Two</item></list>
<note id="n1" class="sociology-real-world"><title>A Box</title><para id="p3">Feature text.</para></note>
<section id="s2"><title>Nested</title><para id="p4">Nested text.<newline/>More.</para>
<exercise id="e0"><problem id="pr0"><para id="p5">In-text exercise?</para></problem></exercise></section>
</section>
<section id="sum" class="section-summary" type="section-summary">
<title>Summary</title>
<para id="p6">Sociology is the study of society.</para>
<para id="p7">Culture is shared.</para>
</section>
<section id="quiz" class="section-quiz" type="section-quiz">
<title>Section Quiz</title>
<exercise id="e1"><problem id="pr1"><para id="p8">Which best describes sociology?</para>
<list id="l3" list-type="enumerated" number-style="lower-alpha"><item>The study of individuals</item><item>The study of society</item></list></problem>
<solution id="so1"><label/><para id="p9">B</para></solution></exercise>
<exercise id="e2"><problem id="pr2"><para id="p10">Open question?</para></problem></exercise>
</section>
<section id="refs" class="references" type="references"><title>References</title><para id="p11">Elias, N. (1978).</para></section>
</content>
<glossary>
<definition id="d1"><term>culture</term><meaning id="mn1">a group's shared practices, values, and beliefs </meaning></definition>
<definition id="d2"><term>sociology</term> <meaning id="mn2">the systematic study of society</meaning></definition>
</glossary>
</document>`;

describe('convertModule', () => {
  const module = convertModule(MODULE, 'm90142');

  test('keeps the body as plain paragraphs, headings and list lines', () => {
    expect(module.title).toBe('What Is Sociology?');
    expect(module.text).toBe(
      [
        'What Are Society and Culture?',
        'Sociology is the scientific and systematic study of groups & group interactions—from small to large.',
        'The term culture refers to the group’s shared practices. The figure shows a path; as the table shows, the 4th item differs. See more.',
        '- First point\n- Second point',
        '1. One\n2. Two',
        'Nested',
        'Nested text. More.',
      ].join('\n\n'),
    );
  });

  test('leaves out figures, tables, notes, exercises, the summary, quizzes and references', () => {
    for (const left of ['Credit', 'cell', 'Feature text', 'A Box', 'In-text exercise', 'Summary', 'Which best', 'Elias', 'By the end']) {
      expect(module.text).not.toContain(left);
    }
  });

  test('takes the summary, the glossary and the answered quiz questions', () => {
    expect(module.summary).toBe('Sociology is the study of society.\n\nCulture is shared.');
    expect(module.glossary).toEqual([
      { term: 'culture', meaning: "a group's shared practices, values, and beliefs" },
      { term: 'sociology', meaning: 'the systematic study of society' },
    ]);
    expect(module.questions).toEqual([{ question: 'Which best describes sociology?', answer: 'The study of society' }]);
  });

  test('writes the fixture format', () => {
    expect(toFixtureSection('Introduction to Sociology 3e', 'An Introduction to Sociology', module, 'openstax/osbooks-introduction-sociology')).toEqual({
      book: 'Introduction to Sociology 3e',
      chapter: 'An Introduction to Sociology',
      section: 'What Is Sociology?',
      text: module.text,
      summary: module.summary,
      glossary: module.glossary,
      questions: module.questions,
      source: 'openstax/osbooks-introduction-sociology modules/m90142/index.cnxml',
      license: 'CC BY 4.0',
    });
  });
});

describe('parseCollection', () => {
  test('reads the title and the chapters with their modules, through units', () => {
    const collection = parseCollection(`<col:collection xmlns="http://cnx.rice.edu/collxml" xmlns:md="http://cnx.rice.edu/mdml" xmlns:col="http://cnx.rice.edu/collxml">
  <metadata mdml-version="0.5"><md:title>Introduction to Sociology 3e</md:title></metadata>
  <col:content>
    <col:module document="m90369"/>
    <col:subcollection><md:title>An Introduction to Sociology</md:title>
      <col:content><col:module document="m90141"/><col:module document="m90142"/></col:content></col:subcollection>
    <col:subcollection><md:title>Unit 2</md:title><col:content>
      <col:subcollection><md:title>Culture</md:title><col:content><col:module document="m90150"/></col:content></col:subcollection>
    </col:content></col:subcollection>
  </col:content>
</col:collection>`);
    expect(collection).toEqual({
      title: 'Introduction to Sociology 3e',
      chapters: [
        { title: 'An Introduction to Sociology', modules: ['m90141', 'm90142'] },
        { title: 'Culture', modules: ['m90150'] },
      ],
    });
  });
});

describe('selectSections', () => {
  const mod = (id: string, title: string, terms: number): ConvertedModule => ({
    id,
    title,
    text: 'Body.',
    summary: 'Summary.',
    glossary: Array.from({ length: terms }, (_, i) => ({ term: `t${i}`, meaning: 'm' })),
    questions: [],
  });
  const candidates = [
    { chapter: 'A', module: mod('a0', 'Introduction', 3) },
    { chapter: 'A', module: mod('a1', 'One', 2) },
    { chapter: 'A', module: mod('a2', 'Two', 5) },
    { chapter: 'A', module: mod('a3', 'Three', 1) },
    { chapter: 'B', module: mod('b1', 'Uno', 4) },
    { chapter: 'B', module: mod('b2', 'Dos', 2) },
  ];

  test('skips introductions and thin glossaries, spreads the picks over chapters, keeps book order', () => {
    expect(selectSections(candidates, { count: 3 }).map((c) => c.module.id)).toEqual(['a1', 'a2', 'b1']);
    expect(selectSections(candidates, { count: 10 }).map((c) => c.module.id)).toEqual(['a1', 'a2', 'b1', 'b2']);
  });
});
