import { XMLParser } from 'fast-xml-parser';
import type { FixtureSection } from './fixtures.js';

/**
 * Converts OpenStax CNXML (the format of the github.com/openstax/osbooks-* repositories) into the
 * fixture format of fixtures/openstax/*.json: a module's body as plain text, its summary section,
 * its glossary and its multiple-choice quiz questions with their answers. Pure functions; the CLI
 * that reads a book repository and writes a fixture is build-openstax-fixture.ts.
 *
 * Body text: paragraphs separated by blank lines, section titles as their own paragraphs, list
 * items as "- " (or "1." / "a.") lines. Left out: the learning objectives, figures, tables, media,
 * notes (feature boxes), exercises, footnotes, the glossary, and every section carrying a class or
 * type (summary, quizzes, further research, references, ...). A reference to a figure or table whose
 * label the book generates (an empty <link target-id>) becomes "the figure" / "the table".
 */

/** One element or text node as fast-xml-parser returns it with `preserveOrder`. */
type XmlNode = Record<string, unknown>;

export interface CollectionChapter {
  title: string;
  /** Module ids (e.g. "m90142") in book order. */
  modules: string[];
}

export interface Collection {
  title: string;
  chapters: CollectionChapter[];
}

/** A module's content as a fixture section holds it, before the book and chapter are known. */
export type ConvertedModule = Pick<FixtureSection, 'text' | 'summary' | 'glossary' | 'questions'> & { id: string; title: string };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
});

/** Elements dropped from the body wherever they appear. */
const DROPPED = new Set(['figure', 'table', 'media', 'image', 'note', 'exercise', 'footnote', 'glossary', 'metadata', 'caption', 'label']);

function parse(xml: string): XmlNode[] {
  return parser.parse(xml) as XmlNode[];
}

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((k) => k !== ':@' && k !== '#text');
}

function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function attr(node: XmlNode, name: string): string | undefined {
  const attrs = node[':@'] as Record<string, unknown> | undefined;
  const value = attrs?.[name];
  return value === undefined ? undefined : String(value);
}

function isText(node: XmlNode): boolean {
  return '#text' in node;
}

function textOf(node: XmlNode): string {
  return String(node['#text'] ?? '');
}

function child(node: XmlNode, tag: string): XmlNode | undefined {
  return childrenOf(node).find((c) => tagOf(c) === tag);
}

function childrenNamed(node: XmlNode, tag: string): XmlNode[] {
  return childrenOf(node).filter((c) => tagOf(c) === tag);
}

function findFirst(nodes: readonly XmlNode[], tag: string): XmlNode | undefined {
  for (const n of nodes) {
    if (tagOf(n) === tag) return n;
    const inner = findFirst(childrenOf(n), tag);
    if (inner) return inner;
  }
  return undefined;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The element kind (figure, table, ...) of every id in the document, for empty cross-references. */
function idKinds(nodes: readonly XmlNode[], into = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    const tag = tagOf(n);
    const id = attr(n, 'id');
    if (tag && id) into.set(id, tag);
    idKinds(childrenOf(n), into);
  }
  return into;
}

interface Context {
  kinds: Map<string, string>;
}

/** Inline text of mixed content, whitespace not yet collapsed. */
function inline(nodes: readonly XmlNode[], ctx: Context, before = ''): string {
  let out = '';
  for (const n of nodes) {
    if (isText(n)) {
      out += textOf(n);
      continue;
    }
    const tag = tagOf(n);
    if (!tag || DROPPED.has(tag)) continue;
    if (tag === 'newline' || tag === 'space') {
      out += ' ';
    } else if (tag === 'link' && childrenOf(n).length === 0) {
      out += crossReference(n, ctx, before + out);
    } else {
      out += inline(childrenOf(n), ctx, before + out);
    }
  }
  return out;
}

function crossReference(link: XmlNode, ctx: Context, preceding: string): string {
  const target = attr(link, 'target-id');
  const kind = target ? ctx.kinds.get(target) : undefined;
  const noun = kind === 'figure' || kind === 'table' ? kind : kind === 'media' || kind === 'image' ? 'figure' : undefined;
  if (!noun) return '';
  const sentenceStart = /(^|[.!?:]["”’)]?)\s*$/.test(preceding);
  return `${sentenceStart ? 'The' : 'the'} ${noun}`;
}

function listLines(list: XmlNode, ctx: Context): string[] {
  const type = attr(list, 'list-type') ?? 'bulleted';
  const style = attr(list, 'number-style') ?? 'arabic';
  const lines: string[] = [];
  let index = 0;
  for (const item of childrenNamed(list, 'item')) {
    const nested = childrenOf(item).filter((c) => tagOf(c) === 'list');
    const own = squash(inline(childrenOf(item).filter((c) => tagOf(c) !== 'list'), ctx));
    if (own) {
      const marker = type === 'enumerated' ? `${style === 'lower-alpha' ? String.fromCharCode(97 + index) : index + 1}.` : '-';
      lines.push(`${marker} ${own}`);
      index++;
    }
    for (const sub of nested) lines.push(...listLines(sub, ctx));
  }
  return lines;
}

/** Paragraph-level blocks of body content: paragraphs, headings and list blocks. */
function blocks(nodes: readonly XmlNode[], ctx: Context): string[] {
  const out: string[] = [];
  let pending = '';
  const flush = (): void => {
    const text = squash(pending);
    if (text) out.push(text);
    pending = '';
  };
  for (const n of nodes) {
    if (isText(n)) {
      pending += textOf(n);
      continue;
    }
    const tag = tagOf(n);
    if (!tag || DROPPED.has(tag)) continue;
    switch (tag) {
      case 'section':
        flush();
        if (attr(n, 'class') === undefined && attr(n, 'type') === undefined) out.push(...blocks(childrenOf(n), ctx));
        break;
      case 'title':
      case 'para':
      case 'quote':
      case 'preformat':
      case 'equation':
      case 'example':
      case 'div':
        flush();
        out.push(...blocks(childrenOf(n), ctx));
        break;
      case 'list': {
        flush();
        const title = child(n, 'title');
        if (title) out.push(...blocks(childrenOf(title), ctx));
        const lines = listLines(n, ctx);
        if (lines.length) out.push(lines.join('\n'));
        break;
      }
      case 'definition': {
        flush();
        const term = squash(inline(childrenOf(child(n, 'term') ?? {}), ctx));
        const meaning = squash(inline(childrenOf(child(n, 'meaning') ?? {}), ctx));
        if (term || meaning) out.push(meaning ? `${term}: ${meaning}` : term);
        break;
      }
      default:
        pending += inline([n], ctx, pending);
    }
  }
  flush();
  return out;
}

function isSummary(section: XmlNode): boolean {
  const cls = `${attr(section, 'class') ?? ''} ${attr(section, 'type') ?? ''}`;
  if (/summary/.test(cls)) return true;
  const title = squash(inline(childrenOf(child(section, 'title') ?? {}), { kinds: new Map() }));
  return /^(key concepts and )?summary$/i.test(title);
}

function allSections(nodes: readonly XmlNode[]): XmlNode[] {
  return nodes.flatMap((n) => (tagOf(n) === 'section' ? [n, ...allSections(childrenOf(n))] : allSections(childrenOf(n))));
}

/** The quiz's multiple-choice questions whose solution names one option, answered with that option's text. */
function quizQuestions(section: XmlNode, ctx: Context): { question: string; answer: string }[] {
  const questions: { question: string; answer: string }[] = [];
  for (const exercise of allExercises(childrenOf(section))) {
    const problem = child(exercise, 'problem');
    const solution = child(exercise, 'solution');
    if (!problem || !solution) continue;
    const list = findFirst(childrenOf(problem), 'list');
    const question = squash(
      childrenOf(problem)
        .filter((c) => tagOf(c) === 'para')
        .map((p) => inline(childrenOf(p).filter((c) => tagOf(c) !== 'list'), ctx))
        .join(' '),
    );
    const letter = /^\(?([a-z])[.)]?$/i.exec(squash(inline(childrenOf(solution), ctx)))?.[1];
    if (!list || !letter || !question) continue;
    const items = childrenNamed(list, 'item');
    const chosen = items[letter.toLowerCase().charCodeAt(0) - 97];
    const answer = chosen ? squash(inline(childrenOf(chosen), ctx)) : '';
    if (answer) questions.push({ question, answer });
  }
  return questions;
}

function allExercises(nodes: readonly XmlNode[]): XmlNode[] {
  return nodes.flatMap((n) => (tagOf(n) === 'exercise' ? [n] : allExercises(childrenOf(n))));
}

/** Converts one module's index.cnxml. */
export function convertModule(xml: string, id = ''): ConvertedModule {
  const root = parse(xml);
  const document = root.find((n) => tagOf(n) === 'document');
  if (!document) throw new Error(`module ${id}: no <document> element`);
  const ctx: Context = { kinds: idKinds(root) };
  const metadata = child(document, 'metadata');
  const content = child(document, 'content');
  const glossary = child(document, 'glossary');
  const title = squash(inline(childrenOf(child(document, 'title') ?? child(metadata ?? {}, 'title') ?? {}), ctx));
  const sections = allSections(childrenOf(content ?? {}));
  const summarySection = sections.find(isSummary);
  const summary = summarySection ? blocks(childrenOf(summarySection).filter((c) => tagOf(c) !== 'title'), ctx).join('\n\n') : '';
  const quiz = sections.filter((s) => /quiz|review-questions|self-check/.test(attr(s, 'class') ?? ''));
  return {
    id: id || squash(inline(childrenOf(child(metadata ?? {}, 'content-id') ?? {}), ctx)),
    title,
    text: blocks(childrenOf(content ?? {}), ctx).join('\n\n'),
    summary,
    glossary: childrenNamed(glossary ?? {}, 'definition')
      .map((d) => ({
        term: squash(inline(childrenOf(child(d, 'term') ?? {}), ctx)),
        meaning: squash(inline(childrenOf(child(d, 'meaning') ?? {}), ctx)),
      }))
      .filter((g) => g.term && g.meaning),
    questions: quiz.flatMap((s) => quizQuestions(s, ctx)),
  };
}

/**
 * The book's title and chapters from its collection XML (collections/*.collection.xml). A chapter is
 * the innermost subcollection holding modules; modules outside any subcollection (preface,
 * appendices) are left out.
 */
export function parseCollection(xml: string): Collection {
  const root = parse(xml);
  const collection = root.find((n) => tagOf(n) === 'collection');
  if (!collection) throw new Error('no <col:collection> element');
  const ctx: Context = { kinds: new Map() };
  const titleOf = (n: XmlNode): string => squash(inline(childrenOf(child(n, 'title') ?? {}), ctx));
  const chapters: CollectionChapter[] = [];
  const walk = (content: XmlNode): void => {
    for (const sub of childrenNamed(content, 'subcollection')) {
      const inner = child(sub, 'content');
      if (!inner) continue;
      const modules = childrenNamed(inner, 'module')
        .map((m) => attr(m, 'document'))
        .filter((d): d is string => Boolean(d));
      if (modules.length) chapters.push({ title: titleOf(sub), modules });
      walk(inner);
    }
  };
  const content = child(collection, 'content');
  if (content) walk(content);
  return { title: titleOf(child(collection, 'metadata') ?? {}), chapters };
}

export interface SelectOptions {
  /** How many sections to keep. */
  count: number;
  /** Fewest glossary terms a kept section has. */
  minGlossary?: number;
}

/**
 * Picks content sections spread over the chapters: chapter introductions and sections without a
 * summary or with fewer than `minGlossary` glossary terms are skipped; the rest are taken round-robin
 * over the chapters (each chapter's first eligible section, then each one's second, ...) until
 * `count` are chosen, and returned in book order.
 */
export function selectSections<T extends { chapter: string; module: ConvertedModule }>(candidates: readonly T[], options: SelectOptions): T[] {
  const minGlossary = options.minGlossary ?? 2;
  const eligible = candidates.filter(
    (c) => !/^introduction\b/i.test(c.module.title) && c.module.summary && c.module.text && c.module.glossary.length >= minGlossary,
  );
  const byChapter = new Map<string, T[]>();
  for (const c of eligible) byChapter.set(c.chapter, [...(byChapter.get(c.chapter) ?? []), c]);
  const chosen = new Set<T>();
  for (let round = 0; chosen.size < options.count; round++) {
    let added = false;
    for (const list of byChapter.values()) {
      const c = list[round];
      if (c && chosen.size < options.count) {
        chosen.add(c);
        added = true;
      }
    }
    if (!added) break;
  }
  return eligible.filter((c) => chosen.has(c));
}

/** A converted module as a fixture section (the format of fixtures/openstax/*.json). */
export function toFixtureSection(
  book: string,
  chapter: string,
  module: ConvertedModule,
  repo: string,
): FixtureSection & { source: string; license: string } {
  return {
    book,
    chapter,
    section: module.title,
    text: module.text,
    summary: module.summary,
    glossary: module.glossary,
    questions: module.questions,
    source: `${repo} modules/${module.id}/index.cnxml`,
    license: 'CC BY 4.0',
  };
}
