import type { SourceDocument } from '../generation.types.js';
import type { PreparedSentence } from './prepare-document.js';

/**
 * Notes, cheat sheets and anatomy lists set a term before a dash and define it in the sentence after:
 * "Sample space – The set of all possible outcomes of an experiment is known as the sample space",
 * "Mandibular fossa—This is the deep, oval-shaped depression …". Read with its label the sentence opens on two
 * noun phrases and no reading finds its subject; read without it, it is an ordinary defining sentence, and a
 * "this"/"it" opening stands for the label.
 */

/** A label before a dash, set close ("Carotid canal—The …") or spaced ("Sample space – The …", "Event - Any …"). */
const DASH_LABEL = /^(?<label>[^—–:;,.]{2,60}?)(?:—|\s[–—-]\s)(?<rest>\p{Lu}.+)$/u;

export interface DashLabelled {
  /** The label without a bracketed abbreviation: "Random access memory" of "Random access memory (RAM)". */
  label: string;
  /** The sentence after the dash, its "This is"/"It is" opening naming the label. */
  rest: string;
}

export function readDashLabel(sentence: string): DashLabelled | undefined {
  const parts = DASH_LABEL.exec(sentence.trim())?.groups;
  if (!parts?.label || !parts.rest) return undefined;
  const label = withoutAbbreviation(parts.label);
  return { label, rest: parts.rest.replace(/^(?:this|it)\s+(?=is\s)/i, `${label} `) };
}

/** A label as the term it sets: without a bracketed abbreviation ("Random access memory (RAM)" → "Random access memory"). */
export function withoutAbbreviation(label: string): string {
  return label.trim().replace(/\s*\([^()]*\)$/, '');
}

/** Only a written line opens on a label: a list item or a block's first sentence; a caption's words are said. */
export function opensWrittenLine(sentence: Pick<PreparedSentence, 'blockKind' | 'positionInBlock'>, kind: SourceDocument['kind']): boolean {
  return kind !== 'video' && (sentence.blockKind === 'list-item' || sentence.positionInBlock === 0);
}

/** The dash label a written block's or list item's opening sentence carries, if any. */
export function sentenceDashLabel(sentence: Pick<PreparedSentence, 'text' | 'blockKind' | 'positionInBlock'>, kind: SourceDocument['kind']): DashLabelled | undefined {
  return opensWrittenLine(sentence, kind) ? readDashLabel(sentence.text) : undefined;
}

/**
 * A labelled sentence defines its label: "Mental foramen—The opening … of the anterior-lateral mandible, which is the exit
 * site for a nerve" does not define "anterior-lateral mandible". A term that holds the label ("variance of a random
 * variable" under "Variance") is the label's.
 */
export function definesLabel(term: string, labelled: DashLabelled | undefined): boolean {
  if (!labelled) return true;
  const squash = (text: string) => text.toLowerCase().replace(/^(?:the|a|an|el|la|los|las|un|una|le|les|l['’]|der|die|das)\s*/u, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return squash(term).includes(squash(labelled.label));
}
