import { pathToFileURL } from 'node:url';
import { rejectCard, startsWithDeictic } from '../local/card-gates.js';
import { clozeCard, clozeMisfit, lectureTerms, recurringPhrases, singularWords, spokenCandidates, worthBlanking } from '../local/key-terms.js';
import { generateLocally } from '../local/local-study-generator.js';
import { MAX_CLOZE_SENTENCE_WORDS } from '../local/long-sentence-clauses.js';
import { prepareDocument, type PreparedSentence } from '../local/prepare-document.js';
import { spokenDefinitions } from '../local/spoken-definition-finder.js';
import { findWholeWords } from '../text/whole-words.js';
import { lectureDocument } from './evaluate-lectures.js';
import { loadLecturesFromEnv } from './shared-fixtures.js';

/**
 * Why a lecture's sentences give no card: every sentence (or clause of a long run-on) that no card cites is put in
 * the first bucket that stops a key-term blank in it: its length, a deictic opening, no key term in it, the first
 * reason the term cannot be blanked there (`clozeMisfit`: "compound-tail", "fragment" …), the card gate's verdict on
 * the blank ("function-word-blank", "speaker-talk" …), or "eligible" (a blank passes every gate: the term was blanked
 * elsewhere, or the sentence ranked too low or came after its section's limit). The key terms are the whole lecture's
 * (its recurring phrases, the ones its length adds, its spoken namings), as the sections blank them.
 * `STUDYLOOP_LECTURES_DIR=/tmp/lec-tune node backend/dist/eval-notes/generation/eval/diagnose-card-yield.js`
 * (DIAG_LECTURE=borwein,derivatives, or all, prints each of those lectures' sentences with its bucket; DIAG_BUCKET=compound-tail
 * prints only that bucket's).
 */

interface Verdict {
  bucket: string;
  detail: string;
}

function verdictFor(s: PreparedSentence, terms: readonly string[], known: ReadonlySet<string>, blankedTerms: ReadonlySet<string>): Verdict {
  if (s.wordCount < 7) return { bucket: 'too-short', detail: '' };
  if (s.wordCount > MAX_CLOZE_SENTENCE_WORDS) return { bucket: 'too-long', detail: '' };
  if (startsWithDeictic(s.text, 'en')) return { bucket: 'deictic-start', detail: '' };
  const lower = s.text.toLowerCase();
  const present = terms.filter((t) => findWholeWords(lower, t.toLowerCase()) >= 0);
  if (present.length === 0) return { bucket: 'no-key-term', detail: '' };
  const reasons: string[] = [];
  for (const term of present) {
    const misfit = clozeMisfit(s, term, 'en', known, new Set());
    if (misfit) {
      reasons.push(`${term}: ${misfit}`);
      continue;
    }
    const rejection = rejectCard(clozeCard(s, term, 'en'), 'en');
    if (rejection) {
      reasons.push(`${term}: gate ${rejection}`);
      continue;
    }
    const taken = blankedTerms.has(term.toLowerCase()) || blankedTerms.has(singularWords(term));
    return { bucket: taken ? 'eligible-term-taken' : 'eligible-unchosen', detail: term };
  }
  const first = reasons[0]!.split(': ')[1]!;
  return { bucket: first.startsWith('gate ') ? first : `misfit ${first}`, detail: reasons.join('; ') };
}

function main(): void {
  const only = process.env.DIAG_LECTURE === 'all' ? undefined : process.env.DIAG_LECTURE?.split(',');
  const printing = process.env.DIAG_LECTURE !== undefined;
  const bucketOnly = process.env.DIAG_BUCKET;
  const totals = new Map<string, number>();
  for (const lecture of loadLecturesFromEnv()) {
    if (lecture.language !== 'en' || (only && !only.includes(lecture.name))) continue;
    const source = lectureDocument(lecture);
    const material = generateLocally(source);
    const doc = prepareDocument(source, 'en');
    const spoken = spokenDefinitions(doc, 'en');
    const named = new Set([...material.definitions.map((d) => d.term), ...spoken.terms].map((t) => t.toLowerCase()));
    const terms = [...new Set([...material.definitions.map((d) => d.term), ...spoken.terms, ...recurringPhrases(doc, 'en'), ...lectureTerms(doc, 'en')])].filter((t) => worthBlanking(t, named, 'en'));
    const known = new Set(terms.flatMap((t) => [t.toLowerCase(), singularWords(t)]));
    const cited = new Set(material.flashcards.map((c) => c.citation.quote));
    const blankedTerms = new Set(material.flashcards.filter((c) => c.kind === 'cloze').flatMap((c) => [c.answer.toLowerCase(), singularWords(c.answer)]));
    const counts = new Map<string, number>();
    for (const sentence of doc.sentences) {
      if (sentence.apparatus || cited.has(sentence.quote)) continue;
      for (const clause of spokenCandidates(sentence, 'en')) {
        const v = verdictFor(clause, terms, known, blankedTerms);
        counts.set(v.bucket, (counts.get(v.bucket) ?? 0) + 1);
        totals.set(v.bucket, (totals.get(v.bucket) ?? 0) + 1);
        if (printing && (!bucketOnly || v.bucket === bucketOnly)) console.log(`  [${v.bucket}${v.detail ? ` | ${v.detail}` : ''}] ${clause.text}`);
      }
    }
    console.log(`${lecture.name}: ${material.flashcards.length} cards, ${terms.length} key terms; uncited sentences by bucket: ${[...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
    if (printing) console.log(`  key terms: ${terms.join(' | ')}`);
  }
  console.log(`\nAll: ${[...totals].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
