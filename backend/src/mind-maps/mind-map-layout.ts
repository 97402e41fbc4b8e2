import {
  MIND_MAP_CANVAS, MIND_MAP_DEFINITION_RADIUS, MIND_MAP_KEY_IDEA_RADIUS, MIND_MAP_LEVEL_COLORS, MIND_MAP_NODE_TEXT_MAX,
  type MindMapLevel,
} from '@studyloop/events';
import { conceptLabel, wordSpread } from './concept-label.js';

export interface LayoutNode {
  id: string;
  text: string;
  x: number;
  y: number;
  level: MindMapLevel;
  color: string;
  /** The full sentence behind a concept label: a key idea's sentence, a definition's meaning, a section's summary. */
  detail?: string;
}

export interface LayoutEdge { from: string; to: string }

export interface MindMapLayout { nodes: LayoutNode[]; edges: LayoutEdge[] }

export interface LayoutSection {
  title: string;
  summary: string;
  keyIdeas: string[];
  definitions: { term: string; meaning: string }[];
}

export interface LayoutSource {
  title: string;
  keyIdeas: string[];
  definitions: { term: string; meaning: string }[];
  /** The source's parts; with two or more, the map's branches follow them. */
  sections?: LayoutSection[];
  /** Language of the notes (labels are found per language). */
  language?: string;
}

/** Concepts shown around one section: fewer when there are many sections, so the canvas stays readable. */
function conceptsPerSection(sections: number): number {
  return Math.max(2, Math.min(5, Math.floor(24 / sections)));
}

interface Concept { label: string; detail: string }

/** A section's (or the whole's) concepts: its defined terms, then its key ideas' labels, no label twice. */
function conceptsOf(keyIdeas: readonly string[], definitions: readonly { term: string; meaning: string }[], language: string | undefined, spread: ReadonlyMap<string, number>): Concept[] {
  const terms = definitions.map((d) => d.term);
  const out: Concept[] = [];
  const seen = new Map<string, Concept>();
  const add = (label: string, detail: string) => {
    const key = label.toLowerCase();
    const existing = seen.get(key);
    if (existing) {
      if (!existing.detail.includes(detail)) existing.detail = `${existing.detail}\n${detail}`;
      return;
    }
    const concept = { label: label.slice(0, MIND_MAP_NODE_TEXT_MAX), detail };
    seen.set(key, concept);
    out.push(concept);
  };
  for (const d of definitions) if (d.term.trim()) add(d.term.trim(), d.meaning.trim());
  for (const idea of keyIdeas) if (idea.trim()) add(conceptLabel(idea, { terms, spread, ...(language ? { language } : {}) }), idea.trim());
  return out;
}

export const ROOT_NODE_ID = 'main';

const round = (n: number) => Math.round(n * 10) / 10;

/** Evenly around a circle, starting at 12 o'clock; `spread` < 2π fans them around `start` instead. */
function onCircle(cx: number, cy: number, radius: number, index: number, count: number, start = -Math.PI / 2, spread = 2 * Math.PI) {
  const full = spread >= 2 * Math.PI - 1e-9;
  const step = full ? spread / count : count > 1 ? spread / (count - 1) : 0;
  const angle = full ? start + index * step : start - spread / 2 + index * step;
  return { x: round(cx + radius * Math.cos(angle)), y: round(cy + radius * Math.sin(angle)) };
}

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** The key idea a definition belongs to: the first whose text contains the term (all its words). */
function owningKeyIdea(term: string, keyIdeaWords: Set<string>[]): number {
  const termWords = [...words(term)];
  if (!termWords.length) return -1;
  return keyIdeaWords.findIndex((ws) => termWords.every((w) => ws.has(w)));
}

/** Children fanned at radius 80 around `parent`, on the side away from the centre. */
function fanAround(parent: { x: number; y: number }, index: number, count: number, cx: number, cy: number) {
  return onCircle(parent.x, parent.y, MIND_MAP_DEFINITION_RADIUS, index, count, Math.atan2(parent.y - cy, parent.x - cx), Math.min(Math.PI, (count - 1) * (Math.PI / 4)) || 0);
}

/**
 * The first version of a notes' mind map (spec section 9): canvas 800x600, the main topic at the
 * centre, branches at radius 150 around it and their concepts at radius 80 around each branch
 * (fanned away from the centre). Nodes carry short concept labels (a defined term, or a key idea's
 * main noun phrase) with the full sentence as their detail. With sections the branches are the
 * sections and their concepts hang off them; otherwise the branches are the key ideas' concepts and
 * each definition hangs off the key idea naming its term (or the centre when none does).
 */
export function layoutMindMap(source: LayoutSource): MindMapLayout {
  const cx = MIND_MAP_CANVAS.width / 2;
  const cy = MIND_MAP_CANVAS.height / 2;
  const nodes: LayoutNode[] = [{ id: ROOT_NODE_ID, text: source.title.trim().slice(0, MIND_MAP_NODE_TEXT_MAX) || 'Main topic', x: cx, y: cy, level: 0, color: MIND_MAP_LEVEL_COLORS[0] }];
  const edges: LayoutEdge[] = [];
  const sections = (source.sections ?? []).filter((s) => s.title.trim());
  const spread = wordSpread([
    ...source.keyIdeas, ...source.definitions.flatMap((d) => [d.term, d.meaning]),
    ...sections.flatMap((s) => [s.title, s.summary, ...s.keyIdeas, ...s.definitions.flatMap((d) => [d.term, d.meaning])]),
  ]);
  if (sections.length >= 2) {
    const perSection = conceptsPerSection(sections.length);
    sections.forEach((section, i) => {
      const id = `section-${i + 1}`;
      const branch: LayoutNode = {
        id, text: section.title.trim().slice(0, MIND_MAP_NODE_TEXT_MAX), ...onCircle(cx, cy, MIND_MAP_KEY_IDEA_RADIUS, i, sections.length), level: 1, color: MIND_MAP_LEVEL_COLORS[1],
        ...(section.summary.trim() ? { detail: section.summary.trim() } : {}),
      };
      nodes.push(branch);
      edges.push({ from: ROOT_NODE_ID, to: id });
      const concepts = conceptsOf(section.keyIdeas, section.definitions, source.language, spread).slice(0, perSection);
      concepts.forEach((concept, k) => {
        const childId = `${id}-concept-${k + 1}`;
        nodes.push({ id: childId, text: concept.label, detail: concept.detail, ...fanAround(branch, k, concepts.length, cx, cy), level: 2, color: MIND_MAP_LEVEL_COLORS[2] });
        edges.push({ from: id, to: childId });
      });
    });
    return { nodes, edges };
  }

  const terms = source.definitions.map((d) => d.term);
  const ideas = source.keyIdeas.map((t) => t.trim()).filter(Boolean)
    .map((idea) => ({ label: conceptLabel(idea, { terms, spread, ...(source.language ? { language: source.language } : {}) }), detail: idea }));
  // Two key ideas about one concept share its node.
  const branches: Concept[] = [];
  for (const idea of ideas) {
    const same = branches.find((b) => b.label.toLowerCase() === idea.label.toLowerCase());
    if (same) same.detail = `${same.detail}\n${idea.detail}`;
    else branches.push({ ...idea });
  }
  branches.forEach((branch, i) => {
    const id = `idea-${i + 1}`;
    nodes.push({ id, text: branch.label.slice(0, MIND_MAP_NODE_TEXT_MAX), detail: branch.detail, ...onCircle(cx, cy, MIND_MAP_KEY_IDEA_RADIUS, i, branches.length), level: 1, color: MIND_MAP_LEVEL_COLORS[1] });
    edges.push({ from: ROOT_NODE_ID, to: id });
  });

  const ideaWords = branches.map((b) => words(b.detail));
  const groups = new Map<number, { id: string; text: string; detail: string }[]>();
  source.definitions.filter((d) => d.term.trim()).forEach((d, i) => {
    const term = d.term.trim();
    // A key idea labelled with the term already is the term's node: its meaning joins that node's detail.
    const labelled = branches.findIndex((b) => b.label.toLowerCase() === term.toLowerCase());
    if (labelled >= 0) {
      const node = nodes[labelled + 1]!;
      node.detail = `${term}: ${d.meaning.trim()}\n${node.detail ?? ''}`.trim();
      return;
    }
    const owner = owningKeyIdea(term, ideaWords);
    const list = groups.get(owner) ?? [];
    list.push({ id: `definition-${i + 1}`, text: term.slice(0, MIND_MAP_NODE_TEXT_MAX), detail: d.meaning.trim() });
    groups.set(owner, list);
  });

  for (const [owner, defs] of groups) {
    const parent = owner >= 0 ? nodes[owner + 1]! : nodes[0]!;
    defs.forEach((def, i) => {
      const position = owner >= 0
        ? fanAround(parent, i, defs.length, cx, cy)
        : onCircle(cx, cy, MIND_MAP_DEFINITION_RADIUS, i, defs.length, -Math.PI / 2 + Math.PI / Math.max(defs.length, 1));
      nodes.push({ id: def.id, text: def.text, detail: def.detail, ...position, level: 2, color: MIND_MAP_LEVEL_COLORS[2] });
      edges.push({ from: parent.id, to: def.id });
    });
  }
  return { nodes, edges };
}
