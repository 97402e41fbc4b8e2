import { pathToFileURL } from 'node:url';
import { createPhraseIndex } from '../text/phrase-index.js';
import { gateDefinitions, isOtherName } from '../local/card-gates.js';
import { lowercaseVocabulary } from '../local/casing.js';
import { findDefinitions, type FoundDefinition } from '../local/definitions.js';
import { DEFAULT_TUNING, generateLocally } from '../local/local-study-generator.js';
import { prepareDocument } from '../local/prepare-document.js';
import { sectionAsDocument } from './evaluate-fixtures.js';
import { findFixture, loadBookFixture } from './fixtures.js';
import { normaliseTerm, termsMatch, termVariants } from './metrics.js';

/**
 * Why each glossary term the engine misses is missed: (a) no sentence matched a defining pattern
 * for it, (b) a pattern matched but the score threshold, the per-part limit or a gate dropped it,
 * (c) a pattern matched a different boundary of it ("nonexcludable good" for "nonexcludable").
 * Also lists the emitted terms that are not in the glossary. Run after `npm run eval:notes` compiled:
 * `node backend/dist/eval-notes/generation/eval/diagnose-definitions.js` (DIAG_SENTENCES=1 prints sentences naming a class-(a) term;
 * DIAG_BOOK=introduction-sociology-3e.json reads another book of fixtures/openstax than economics).
 */

type MissClass = 'a-absent' | 'a-no-pattern' | 'b-min-score' | 'b-limit' | 'b-gate' | 'c-boundary';

function overlaps(candidate: string, glossary: string): boolean {
  const c = ` ${normaliseTerm(candidate)} `;
  return [...termVariants(glossary)].some((g) => g.length > 2 && (c.includes(` ${g} `) || ` ${g} `.includes(c)));
}

function main(): void {
  const showSentences = process.env.DIAG_SENTENCES === '1';
  const counts = new Map<string, number>();
  const extras: string[] = [];
  const t = DEFAULT_TUNING;
  for (const [index, section] of loadBookFixture(findFixture(process.env.DIAG_BOOK || undefined)).entries()) {
    const source = sectionAsDocument(section);
    const material = generateLocally(source);
    const emitted = material.definitions.map((d) => d.term);
    const doc = prepareDocument(source, 'en');
    const phrases = createPhraseIndex([...doc.sentences.map((s) => s.tokens), ...doc.headings.map((h) => h.text)]);
    const vocabulary = lowercaseVocabulary(doc);
    const all = findDefinitions(doc, phrases, vocabulary, {
      limit: 10_000,
      minScore: 0,
      repetitionWeight: t.definitionRepetitionWeight,
      topicBoost: t.definitionTopicBoost,
      matchCache: new Map(),
    });
    const limit = Math.min(t.maxDefinitions, Math.max(t.minDefinitions, Math.round(doc.wordCount / t.wordsPerDefinition)));
    const ranked = [...all].filter((d) => d.score >= t.minDefinitionScore).sort((a, b) => b.score - a.score);
    const describe = (d: FoundDefinition): string => `"${d.term}" [${d.pattern} ${d.score.toFixed(2)}] — ${d.meaning.slice(0, 90)}`;
    for (const g of section.glossary) {
      if (emitted.some((e) => termsMatch(e, g.term))) continue;
      const exact = all.find((d) => termsMatch(d.term, g.term));
      let kind: MissClass;
      let detail = '';
      if (exact) {
        detail = describe(exact);
        if (exact.score < t.minDefinitionScore) kind = 'b-min-score';
        else if (ranked.indexOf(exact) >= limit) kind = 'b-limit';
        else {
          kind = 'b-gate';
          const other = isOtherName(exact.term, exact.meaning, all.map((d) => d.term));
          const gated = gateDefinitions([{ term: exact.term, meaning: exact.meaning, citation: { quote: '' } } as never], 'en').length === 0;
          detail += ` (${other ? 'isOtherName' : gated ? 'gateDefinitions' : 'other'})`;
        }
      } else {
        const near = all.filter((d) => overlaps(d.term, g.term));
        if (near.length > 0) {
          kind = 'c-boundary';
          detail = near.map(describe).join(' | ');
        } else {
          // A crude stem: "economies of scale" also finds "economy of scale" sentences.
          const key = g.term.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase().replace(/(?:ies|y|s)$/, '');
          const hits = doc.sentences.filter((s) => s.text.toLowerCase().replace(/[‐-]/g, ' ').includes(key.replace(/[‐-]/g, ' ')));
          // Never written in the section (defined elsewhere in the book): out of reach.
          kind = hits.length === 0 ? 'a-absent' : 'a-no-pattern';
          if (showSentences) detail = hits.slice(0, 4).map((s) => `\n        · ${s.text.slice(0, 300)}`).join('');
        }
      }
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      console.log(`#${index} ${kind.padEnd(13)} ${g.term}  ${detail}`);
    }
    for (const d of material.definitions) {
      if (process.env.DIAG_DEFS === '1') console.log(`DEF #${index} ${d.term} — ${d.meaning}`);
      const found = all.find((f) => f.term === d.term);
      const source = process.env.DIAG_SENTENCES === '1' ? `\n        · ${found?.sentence.text.slice(0, 300) ?? ''}` : '';
      if (!section.glossary.some((g) => termsMatch(d.term, g.term))) extras.push(`#${index} EXTRA "${d.term}" [${found?.pattern ?? '?'} ${found?.score.toFixed(2) ?? ''}] — ${d.meaning.slice(0, 100)}${source}`);
    }
  }
  console.log('\n' + extras.join('\n'));
  console.log('\nMisses by class:', [...counts.entries()].sort().map(([k, n]) => `${k} ${n}`).join(', '), `; extras ${extras.length}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
