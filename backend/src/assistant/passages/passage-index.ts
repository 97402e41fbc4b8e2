import { isContentWord, tokenize } from '../../generation/text/tokens.js';
import { inverseDocumentFrequency, wordStems, type RelatedStem } from '../answering/question-terms.js';
import { dot } from '../vectors/word-vector-table.js';
import type { PassageSection } from './assistant-passage.entity.js';

/**
 * The search index of the assistant's passages, in memory: for each passage its owner and
 * visibility, its words (our stems, the same the answer engine matches sentences on) with their
 * counts, and its vector. Postings per stem give, for a question, each passage's share of the
 * question's weight, where a word's weight (IDF) counts only passages the asker may read — public
 * ones and their own — so other people's private notes change nothing in anyone's answers.
 *
 * Why in memory and not Postgres' tsvector + GIN: to_tsvector over 1,000 notes' text alone took
 * ~5 s on the bench machine (rebuild target < 5 s), and the GIN plan fetched every heap row holding
 * a common question word to check who may read it (p99 > 200 ms). The table stays the source of
 * truth: the index follows it by `rev` (see PassageSearch), and every hit is read back from it with
 * the visibility rule in the SQL.
 */

export interface IndexedPassageRow {
  notes_id: string;
  position: number;
  owner_id: string;
  is_public: boolean;
  section: PassageSection;
  heading: string | null;
  text: string;
}

interface Entry {
  key: string;
  notesId: string;
  position: number;
  ownerId: string;
  /** The owner as a small number (comparing numbers, not uuids, in the search loops). */
  ownerNo: number;
  isPublic: boolean;
  section: PassageSection;
  /** Identical texts (public copies of one source) are one result. */
  textKey: string;
  length: number;
  /** Row in the vector matrix, or -1. */
  vectorRow: number;
  live: boolean;
}

/** A question word as the index weighs it, with words near it in meaning (stems present in the library). */
export interface IndexTerm {
  stem: string;
  idf: number;
  /** Stems counted as the word, each with its credit (0–1): inflections 1, near meanings less. */
  related?: readonly RelatedStem[];
  /**
   * A particular word (rare in English): a stand-in counts only in a passage holding every particular word of
   * the question, itself or through a stand-in, and at least one itself (see RelatedStem).
   */
  particular?: boolean;
}

export interface IndexQuery {
  userId: string;
  notesId?: string;
  ownOnly?: boolean;
}

export interface IndexHit {
  notesId: string;
  position: number;
  own: boolean;
  /**
   * Share of the question's weight the passage holds: its words and their inflections, and stand-ins with their
   * credit (other near meanings only rank it).
   */
  coverage: number;
  /** Question words the passage holds, itself or through a stand-in. */
  matchedTerms: number;
  /** How many of matchedTerms are stand-ins. */
  standIns: number;
  /** BM25-style term density of the matched words, 0–1. */
  density: number;
  /** Cosine with the question's vector (0 when either has none). */
  similarity: number;
  textKey: string;
}

const NO_STEMS: readonly string[] = Object.freeze([]);
/** Tokens whose term ids the index remembers (a stream of distinct tokens — numbers, names — must not grow it for ever). */
const MAX_CACHED_TOKENS = 200_000;

/**
 * Passage words: content words (stop words and numbers carry no topic), stemmed, a hyphenated word's
 * parts and closed-up spelling too (wordStems); headings count as words of the passage.
 */
function tokenStems(token: string): readonly string[] {
  return isContentWord(token) ? wordStems(token) : NO_STEMS;
}

function textKeyOf(text: string): string {
  // FNV-1a, 2 × 32 bits: a key for equal texts, not a security hash.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${text.length}`;
}

const K1 = 1.2;
const B = 0.75;

export class PassageIndex {
  private readonly entries: Entry[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly termIds = new Map<string, number>();
  private readonly termNames: string[] = [];
  /** Per stem: the passages holding it, and how often (plain arrays of small integers: cheap for the GC). */
  private readonly postings: number[][] = [];
  private readonly postingCounts: number[][] = [];
  private readonly ownerNos = new Map<string, number>();
  /** Passage vectors, one row each, in one array (a tight loop for the vector ranking). */
  private vectors = new Float32Array(0);
  private dimensions = 0;
  private vectorRows = 0;
  private totalLength = 0;
  private liveCount = 0;

  get size(): number {
    return this.liveCount;
  }

  /** Bytes held by the passage vectors. */
  get vectorBytes(): number {
    return this.vectors.byteLength;
  }

  private sortedStems: string[] = [];

  /**
   * Stems of the library in the same family as `stemmed` (one a prefix of the other, both at least
   * `minLength` long: "econom" ~ "economic"), found by lookups and a binary search, not a scan. The
   * prefix is at least half the longer stem and what the longer adds reads as an ending (addsAnEnding), not a
   * second word: "photo" is no inflection of "photosynthesi", nor "earth" of "earthquak"; "inflat" is one of
   * "inflationari", "outer" of "outermost".
   */
  family(stemmed: string, minLength: number): string[] {
    if (stemmed.length < minLength) return [];
    const out: string[] = [];
    for (let l = Math.max(minLength, Math.ceil(stemmed.length / 2)); l < stemmed.length; l++) {
      const prefix = stemmed.slice(0, l);
      if (this.termIds.has(prefix) && addsAnEnding(stemmed.slice(l))) out.push(prefix);
    }
    if (this.sortedStems.length !== this.termNames.length) this.sortedStems = [...this.termNames].sort();
    const sorted = this.sortedStems;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < stemmed) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length && sorted[i]!.startsWith(stemmed); i++) if (sorted[i] !== stemmed && sorted[i]!.length <= 2 * stemmed.length && addsAnEnding(sorted[i]!.slice(stemmed.length))) out.push(sorted[i]!);
    return out;
  }

  /** Adds or replaces passages (a passage's key is its note and position); `tokens`: each row's heading and text, tokenized. */
  upsert(rows: readonly IndexedPassageRow[], vectors: readonly (Float32Array | null)[], tokens?: readonly (readonly string[])[]): void {
    rows.forEach((row, i) => {
      const key = `${row.notes_id}:${row.position}`;
      const old = this.byKey.get(key);
      if (old !== undefined) this.retire(old);
      // Counts per term in a scratch array, zeroed again through the list of terms met.
      const met: number[] = [];
      let length = 0;
      for (const token of tokens?.[i] ?? tokenize(`${row.heading ?? ''} ${row.text}`)) {
        for (const id of this.termsOf(token)) {
          if (this.termCounts[id] === 0) met.push(id);
          if (this.termCounts[id]! < 65_535) this.termCounts[id]!++;
          length++;
        }
      }
      const index = this.entries.length;
      this.entries.push({
        key, notesId: row.notes_id, position: row.position, ownerId: row.owner_id, ownerNo: this.ownerNo(row.owner_id), isPublic: row.is_public,
        section: row.section, textKey: textKeyOf(row.text),
        length, vectorRow: this.addVector(vectors[i] ?? null), live: true,
      });
      for (const id of met) {
        this.postings[id]!.push(index);
        this.postingCounts[id]!.push(this.termCounts[id]!);
        this.termCounts[id] = 0;
      }
      this.byKey.set(key, index);
      this.totalLength += length;
      this.liveCount++;
    });
  }

  /** Per token, the ids of its stems (`tokenStems`), remembered: a library repeats its words, and a rebuilt index reads millions. */
  private readonly tokenTermIds = new Map<string, readonly number[]>();
  private termCounts = new Uint16Array(1024);

  private termsOf(token: string): readonly number[] {
    let ids = this.tokenTermIds.get(token);
    if (ids) return ids;
    ids = tokenStems(token).map((s) => this.termId(s));
    if (this.tokenTermIds.size >= MAX_CACHED_TOKENS) this.tokenTermIds.clear();
    this.tokenTermIds.set(token, ids);
    return ids;
  }

  private termId(stemmed: string): number {
    let id = this.termIds.get(stemmed);
    if (id !== undefined) return id;
    id = this.termNames.length;
    this.termIds.set(stemmed, id);
    this.termNames.push(stemmed);
    this.postings.push([]);
    this.postingCounts.push([]);
    if (id >= this.termCounts.length) {
      const grown = new Uint16Array(this.termCounts.length * 2);
      grown.set(this.termCounts);
      this.termCounts = grown;
    }
    return id;
  }

  private ownerNo(ownerId: string): number {
    let no = this.ownerNos.get(ownerId);
    if (no === undefined) {
      no = this.ownerNos.size;
      this.ownerNos.set(ownerId, no);
    }
    return no;
  }

  /** Stores a vector (all of one length: the first one's); its row, or -1. */
  private addVector(vector: Float32Array | null): number {
    if (!vector) return -1;
    if (this.dimensions === 0) this.dimensions = vector.length;
    if (vector.length !== this.dimensions) return -1;
    if ((this.vectorRows + 1) * this.dimensions > this.vectors.length) {
      const grown = new Float32Array(Math.max(1024, this.vectors.length / this.dimensions * 2) * this.dimensions);
      grown.set(this.vectors);
      this.vectors = grown;
    }
    this.vectors.set(vector, this.vectorRows * this.dimensions);
    return this.vectorRows++;
  }

  private retire(index: number): void {
    const entry = this.entries[index]!;
    if (!entry.live) return;
    entry.live = false;
    this.totalLength -= entry.length;
    this.liveCount--;
  }

  /** Whether a passage may be searched by the query's user (their owner number `me`, -1 for none). */
  private readable(entry: Entry, query: IndexQuery, me: number): boolean {
    if (!entry.live) return false;
    if (query.notesId !== undefined && entry.notesId !== query.notesId) return false;
    return query.ownOnly ? entry.ownerNo === me : entry.isPublic || entry.ownerNo === me;
  }

  private me(userId: string): number {
    return this.ownerNos.get(userId) ?? -1;
  }

  private readablePassages(userId: string): number {
    const me = this.me(userId);
    let n = 0;
    for (const e of this.entries) if (this.readable(e, { userId }, me)) n++;
    return n;
  }

  /**
   * IDF of each word over what the user may search: a word is a group of stems (the stem and the
   * inflections matched as it), and its passages are those holding any of them. `withOthers`: whether a
   * passage the user may read holds the word together with another of the words.
   */
  weights(userId: string, words: readonly (string | readonly string[])[]): { idf: number; df: number; withOthers: boolean }[] {
    const passages = this.readablePassages(userId);
    const me = this.me(userId);
    const holding = words.map((word) => {
      const seen = new Set<number>();
      for (const s of typeof word === 'string' ? [word] : word) {
        const id = this.termIds.get(s);
        if (id === undefined) continue;
        for (const i of this.postings[id]!) if (this.readable(this.entries[i]!, { userId }, me)) seen.add(i);
      }
      return seen;
    });
    return holding.map((seen, w) => ({
      idf: inverseDocumentFrequency(seen.size, passages),
      df: seen.size,
      withOthers: holding.some((other, o) => o !== w && overlap(seen, other)),
    }));
  }

  /**
   * Full-text ranking: passages holding question words (or their related words), by share of the
   * question's weight, then density. At most `limit`, copies of one text counted once (the user's
   * own first); passages keyed in `also` are returned too when they hold any question word.
   */
  textSearch(terms: readonly IndexTerm[], query: IndexQuery, limit: number, also: ReadonlySet<string> = new Set()): IndexHit[] {
    const total = terms.reduce((s, t) => s + t.idf, 0);
    if (total <= 0) return [];
    const n = this.entries.length;
    const me = this.me(query.userId);
    const avgLength = this.liveCount ? this.totalLength / this.liveCount : 1;
    // Scores in flat arrays kept between searches (zeroed again through the touched list): no object
    // per posting, no garbage per question.
    const { coverage, rank, density, matched, credit, creditTf, standIn, standInCoverage, standIns, anchored, particulars } = this.scratchFor(n);
    const touched: number[] = [];
    const particularTerms = terms.filter((t) => t.particular).length;
    for (const term of terms) {
      const share = term.idf / total;
      const termTouched: number[] = [];
      // Each passage gets the term's best credit: the word itself, else its best related word.
      for (const source of [{ stem: term.stem, weight: 1, standIn: 0 }, ...(term.related ?? [])]) {
        const id = this.termIds.get(source.stem);
        if (id === undefined) continue;
        const list = this.postings[id]!;
        const counts = this.postingCounts[id]!;
        for (let k = 0; k < list.length; k++) {
          const i = list[k]!;
          if (credit[i]! >= source.weight) continue;
          if (!this.readable(this.entries[i]!, query, me)) continue;
          if (credit[i] === 0) termTouched.push(i);
          credit[i] = source.weight;
          creditTf[i] = counts[k]!;
          standIn[i] = source.standIn ?? 0;
        }
      }
      for (const i of termTouched) {
        const w = credit[i]!;
        const tf = creditTf[i]!;
        if (rank[i] === 0) touched.push(i);
        // Near meanings rank a passage; only the word (or an inflection) makes it cover the question, or a
        // stand-in once the passage is known to hold the question's particular words (below).
        rank[i]! += share * w;
        if (w >= 1) {
          coverage[i]! += share;
          matched[i]!++;
          if (term.particular) {
            anchored[i] = 1;
            particulars[i]!++;
          }
        } else if (standIn[i]! > 0) {
          standInCoverage[i]! += share * standIn[i]!;
          standIns[i]!++;
          if (term.particular) particulars[i]!++;
        }
        density[i]! += (share * w * tf) / (tf + K1 * (1 - B + (B * this.entries[i]!.length) / avgLength));
        credit[i] = 0;
        standIn[i] = 0;
      }
    }
    // Stand-ins complete a passage that holds every particular question word, one at least itself ("corona"
    // itself, "dim" as "brighter"; "look" may be missing): never one holding only common words ("work"), nor one
    // missing a particular word ("How do I bake sourdough bread?" is not "bread and peanut butter").
    for (const i of touched) {
      if (standIns[i]! > 0 && anchored[i] && particulars[i] === particularTerms) {
        coverage[i]! += standInCoverage[i]!;
        rank[i]! += standInCoverage[i]!;
        matched[i]! += standIns[i]!;
      } else {
        standIns[i] = 0;
      }
    }
    const own = (i: number) => (this.entries[i]!.ownerNo === me ? 1 : 0);
    const order = (a: number, b: number) => rank[b]! - rank[a]! || density[b]! - density[a]! || own(b) - own(a) || a - b;
    const top = this.distinct(topIndexes(touched, rank, limit), order, limit);
    const kept = new Set(top);
    const extra = touched.filter((i) => !kept.has(i) && also.has(this.entries[i]!.key));
    const hits = [...top, ...extra].map((i) => ({ ...this.hit(i, query.userId, coverage[i]!, matched[i]!, density[i]!, 0), standIns: standIns[i]! }));
    for (const i of touched) {
      coverage[i] = 0;
      rank[i] = 0;
      density[i] = 0;
      matched[i] = 0;
      standInCoverage[i] = 0;
      standIns[i] = 0;
      anchored[i] = 0;
      particulars[i] = 0;
    }
    return hits;
  }

  private scratch: {
    coverage: Float64Array; rank: Float64Array; density: Float64Array; matched: Uint8Array; credit: Float32Array; creditTf: Uint16Array;
    standIn: Float32Array; standInCoverage: Float64Array; standIns: Uint8Array; anchored: Uint8Array; particulars: Uint8Array;
  } | null = null;

  private scratchFor(n: number) {
    if (!this.scratch || this.scratch.coverage.length < n) {
      const size = Math.max(1024, n * 2);
      this.scratch = {
        coverage: new Float64Array(size), rank: new Float64Array(size), density: new Float64Array(size), matched: new Uint8Array(size), credit: new Float32Array(size), creditTf: new Uint16Array(size),
        standIn: new Float32Array(size), standInCoverage: new Float64Array(size), standIns: new Uint8Array(size), anchored: new Uint8Array(size), particulars: new Uint8Array(size),
      };
    }
    return this.scratch;
  }

  /** Vector ranking: readable passages by cosine with the question's vector, at least `minSimilarity`. */
  vectorSearch(vector: Float32Array, query: IndexQuery, limit: number, minSimilarity: number): IndexHit[] {
    if (vector.length !== this.dimensions) return [];
    const similarity = this.scratchFor(this.entries.length).density;
    const candidates: number[] = [];
    const me = this.me(query.userId);
    const dims = this.dimensions;
    const matrix = this.vectors;
    for (let i = 0; i < this.entries.length; i++) {
      const entry = this.entries[i]!;
      if (entry.vectorRow < 0 || !this.readable(entry, query, me)) continue;
      let cos = 0;
      const at = entry.vectorRow * dims;
      for (let d = 0; d < dims; d++) cos += vector[d]! * matrix[at + d]!;
      if (cos < minSimilarity) continue;
      similarity[i] = cos;
      candidates.push(i);
    }
    const own = (i: number) => (this.entries[i]!.ownerNo === me ? 1 : 0);
    const order = (a: number, b: number) => similarity[b]! - similarity[a]! || own(b) - own(a) || a - b;
    const hits = this.distinct(topIndexes(candidates, similarity, limit), order, limit).map((i) => this.hit(i, query.userId, 0, 0, 0, similarity[i]!));
    for (const i of candidates) similarity[i] = 0;
    return hits;
  }

  /** Cosine of a passage with the question's vector (for text hits the vector ranking did not reach). */
  similarity(hit: Pick<IndexHit, 'notesId' | 'position'>, vector: Float32Array | null): number {
    const i = this.byKey.get(`${hit.notesId}:${hit.position}`);
    const row = i === undefined ? -1 : this.entries[i]!.vectorRow;
    return vector && row >= 0 && vector.length === this.dimensions ? dot(vector, this.vectors, row * this.dimensions) : 0;
  }

  /** A passage ranked elsewhere (by pgvector) as a hit, with its text's key; null when the index does not hold it yet. */
  hitAt(notesId: string, position: number, userId: string, similarity: number): IndexHit | null {
    const i = this.byKey.get(`${notesId}:${position}`);
    return i === undefined || !this.entries[i]!.live ? null : this.hit(i, userId, 0, 0, 0, similarity);
  }

  /** The best `limit` of the candidates in order, one per text. */
  private distinct(candidates: number[], order: (a: number, b: number) => number, limit: number): number[] {
    candidates.sort(order);
    const seen = new Set<string>();
    const out: number[] = [];
    for (const i of candidates) {
      const key = this.entries[i]!.textKey;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(i);
      if (out.length >= limit) break;
    }
    return out;
  }

  private hit(i: number, userId: string, coverage: number, matchedTerms: number, density: number, similarity: number): IndexHit {
    const e = this.entries[i]!;
    return { notesId: e.notesId, position: e.position, own: e.ownerId === userId, coverage, matchedTerms, standIns: 0, density, similarity, textKey: e.textKey };
  }
}

/** Whether two sets of passages share one (the smaller one is walked). */
function overlap(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const i of small) if (large.has(i)) return true;
  return false;
}

/**
 * The candidates that can be among the best `limit` once copies are dropped: those scoring at least
 * the score ranked limit × COPIES (a numeric sort of the scores, not of the candidates).
 */
const COPIES = 30;
function topIndexes(candidates: number[], score: Float64Array, limit: number): number[] {
  if (candidates.length <= limit * COPIES) return candidates;
  const scores = Float64Array.from(candidates, (i) => score[i]!).sort();
  const cut = scores[scores.length - limit * COPIES]!;
  return candidates.filter((i) => score[i]! >= cut);
}

/**
 * What a stem adds to a shorter one of its family: an ending opens on a vowel or is short ("ic", "ionari", "i"), or is a
 * suffix the stemmer leaves on ("outermost", "citizenship"); "quak" is a word.
 */
function addsAnEnding(rest: string): boolean {
  return rest.length <= 2 || /^(?:[aeiouy]|most|ship|hood|ward|wise|dom|less|ful|ness|ment)/.test(rest);
}
