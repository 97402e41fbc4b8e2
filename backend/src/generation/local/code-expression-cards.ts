import type { Flashcard } from '../generation.types.js';
import { tagEnglish } from '../text/nlp.js';
import { capitalise } from './casing.js';
import { citationFor } from './citation.js';
import type { PreparedDocument } from './prepare-document.js';

/**
 * A programming deck states what a piece of code gives, one bullet each: "A[3] gets the third element of A",
 * "M[a,] returns the entire a th row", "d[[var]] gives a vector", "L$first gets the element of L named first",
 * "df.head() returns the first five rows". A student asks what the expression does: "What does M[a,] return?",
 * answered with what it gives ("The entire a th row."). The bullets are set without markers, so several may run together into one sentence; each
 * expression opens its own statement. Written English sources only; the expression must be code (brackets, a call or
 * a `$` field), so "The model returns …" or "Java runs …" are no such bullets.
 */

/** An identifier indexed, called or reached into: "A[-1:-3]", "d[[c('x', 'y')]]", "seq_along(A)", "L$first", "df.head()". */
const CODE = String.raw`[A-Za-z_][\w.]*(?:\[\[[^\]]*\]\]|\[[^\]]*\]|\([^()]*\)|\$[A-Za-z_]\w*)+`;

/** What code does, said of it in the third person; "will" for what running it does. */
const VERBS = ['returns', 'gives', 'provides', 'gets', 'produces', 'throws', 'prints', 'creates', 'removes', 'drops', 'selects', 'computes'];
const FUTURE = ['return', 'give', 'provide', 'get', 'produce', 'throw', 'print', 'create', 'remove', 'drop', 'select', 'compute'];

const STATEMENT = new RegExp(String.raw`(?<=^|\s)(?<code>${CODE})\s+(?<verb>(?:will\s+(?:${FUTURE.join('|')}))|${VERBS.join('|')})\s+(?=\S)`, 'gu');

/** A statement's object needs two words or more: "gives a vector", not "gives". */
const MIN_OBJECT_WORDS = 2;
const MAX_OBJECT_WORDS = 20;
/** Slides list many of them in a row: a few per section, as a student would keep. */
export const MAX_CODE_CARDS_PER_SECTION = 5;

export interface CodeStatement {
  code: string;
  /** "returns", "will drop" */
  verb: string;
  /** "the entire a th row" */
  object: string;
}

/** Every "<code> <verb> <object>" in a sentence, each object running to the next statement or the sentence's end. */
export function codeStatements(text: string): CodeStatement[] {
  const found = [...text.matchAll(STATEMENT)];
  return found.flatMap((m, i) => {
    const end = found[i + 1]?.index ?? text.length;
    // "(which element is the third?)": a question to the room, no part of what the code does.
    const object = text.slice(m.index + m[0].length, end).replace(/\s*\([^()]*\?\)/g, '').replace(/[\s.;,]+$/, '').trim();
    const words = object.split(/\s+/).length;
    if (!m.groups?.code || !m.groups.verb || words < MIN_OBJECT_WORDS || words > MAX_OBJECT_WORDS || /[?!:]/.test(object)) return [];
    return [{ code: m.groups.code, verb: m.groups.verb.replace(/\s+/g, ' '), object }];
  });
}

/** "returns" → "What does M[a,] return?"; "will drop" → "What will M[-1,] drop?". */
function question({ code, verb }: CodeStatement): string {
  if (verb.startsWith('will ')) return `What will ${code} ${verb.slice('will '.length)}?`;
  return `What does ${code} ${verb.replace(/(?:(?<=[sx]|ch|sh)es|s)$/, '')}?`;
}

export function codeExpressionCards(doc: PreparedDocument): Flashcard[] {
  if (doc.kind === 'video') return [];
  const perSection = new Map<number, number>();
  const cards: Flashcard[] = [];
  for (const sentence of doc.sentences) {
    if (sentence.apparatus || /\?["'”’)]*$/.test(sentence.text)) continue;
    for (const statement of codeStatements(sentence.text)) {
      const count = perSection.get(sentence.sectionIndex) ?? 0;
      if (count >= MAX_CODE_CARDS_PER_SECTION) break;
      perSection.set(sentence.sectionIndex, count + 1);
      // What the code gives, as a definition says what a term is: "The entire a th row." (The sentence with the code as
      // its subject reads as a fragment to the tagger, which takes "returns" for a noun.)
      cards.push({
        question: question(statement),
        answer: `${capitalise(statement.object.replace(/^(?:just|only|simply)\s+/i, ''))}.`,
        kind: 'definition',
        difficulty: 'easy',
        citation: citationFor(sentence),
      });
    }
  }
  return cards;
}

/**
 * A programming deck shows a command or a statement and says what it does, a lower-case bullet each: "javac
 * HelloWorld.java" / "javac compiles source to .class bytecode", "java runs the class by name"; "if (x > 0){" / "if
 * checks a condition and then executes some code if it evaluates to TRUE", "else provides some code to execute if …".
 * The name is a word the deck also writes as code: before a file or class name (a command) or before a block's brace
 * (a statement); its bullet opens on it and a present verb with an object. Asked "What does “javac” do?" (quoted: "if"
 * and "else" are words too), answered by what the bullet says it does. A lower-case word the deck never writes as
 * code ("bogosort is …", "for loops allow …") is no command here.
 */
const COMMAND = /(?<=^|\s)(?<program>[a-z][\w-]*)\s+(?:[\w/-]+\.[a-z]{1,5}|[A-Z][a-z]+[A-Z]\w*)(?=\s|$)/gu;
/** "if (x > 0){", "} else {", "while (j < 3) {": a keyword opening a block. */
const BLOCK_KEYWORD = /(?<=^|[\s{};])(?<program>[a-z][\w-]*)\s*(?:\((?:[^()]|\([^()]*\))*\)\s*)?\{/gu;
const PROGRAM_STATEMENT = /^(?<program>[a-z][\w-]*)\s+(?<verb>[a-z]+s)\s+(?<object>\S.*?)[.]?$/u;

export function commandCards(doc: PreparedDocument): Flashcard[] {
  if (doc.kind === 'video') return [];
  // A command set alone on its line may read as a heading.
  const programs = new Set([...doc.sentences, ...doc.headings].flatMap((s) => [...s.text.matchAll(COMMAND), ...s.text.matchAll(BLOCK_KEYWORD)].map((m) => m.groups?.program ?? '')));
  const cards: Flashcard[] = [];
  const asked = new Set<string>();
  for (const sentence of doc.sentences) {
    const g = PROGRAM_STATEMENT.exec(sentence.text.trim())?.groups;
    if (sentence.apparatus || !g?.program || !g.verb || !g.object || !programs.has(g.program) || asked.has(g.program)) continue;
    const words = g.object.split(/\s+/).length;
    // "javac compiles source …": read after "it", the word is a verb with an object after it.
    const reading = tagEnglish(`it ${g.verb} ${g.object}`);
    if (words < MIN_OBJECT_WORDS || words > MAX_OBJECT_WORDS || reading[1]?.pos !== 'VERB' || /[?!:;]/.test(g.object)) continue;
    asked.add(g.program);
    // Answered as code cards are, by what it does ("Compiles source to .class bytecode."): the program's name in lower
    // case would open the answer as a fragment does.
    cards.push({
      question: `What does “${g.program}” do?`,
      answer: `${capitalise(g.verb)} ${g.object.replace(/[\s.;,]+$/, '')}.`,
      kind: 'definition',
      difficulty: 'easy',
      citation: citationFor(sentence),
    });
  }
  return cards;
}
