/**
 * What a language writes around the topic of a question: the marks ending it, the article before it,
 * courtesy and "in my notes" after it. Each intent wording table gives its own as data; cleanTopic is
 * the one code path that strips them.
 */
export interface TopicFraming {
  /** Marks that end a question, dropped at the end of the topic ("?", "!", "."; Spanish adds "¿¡"). */
  endMarks: string;
  /** Marks dropped anywhere in the topic ("¿…?" of a question inside it); '' for none. */
  strayMarks: string;
  /** Articles opening the topic, dropped: patterns ("the", "la", "einen"). */
  articles: readonly string[];
  /** Elided articles written onto their word, dropped: patterns ("l['’]"). */
  elidedArticles: readonly string[];
  /** Courtesy and framing closing the topic, dropped: patterns ("please", "in (?:my|the) notes?", "por favor", "bitte"). */
  courtesy: readonly string[];
}

interface FramingPatterns {
  end: RegExp;
  article: RegExp;
  courtesy: RegExp;
  stray: RegExp | null;
}

/** Characters listed in a character class as themselves. */
function inClass(marks: string): string {
  return marks.replace(/[\\\]^-]/g, '\\$&');
}

// A question is cleaned several times as it is read: each table's patterns are made once.
const compiled = new WeakMap<TopicFraming, FramingPatterns>();

function patternsOf(framing: TopicFraming): FramingPatterns {
  let patterns = compiled.get(framing);
  if (!patterns) {
    const elided = framing.elidedArticles.length ? `|^\\s*(?:${framing.elidedArticles.join('|')})` : '';
    patterns = {
      end: new RegExp(`[${inClass(framing.endMarks)}]+\\s*$`, 'u'),
      article: new RegExp(`^\\s*(?:${framing.articles.join('|')})\\s+${elided}`, 'i'),
      courtesy: new RegExp(`\\s+(?:${framing.courtesy.join('|')})\\s*$`, 'i'),
      stray: framing.strayMarks ? new RegExp(`[${inClass(framing.strayMarks)}]`, 'g') : null,
    };
    compiled.set(framing, patterns);
  }
  return patterns;
}

/** The topic as written, without the question's marks, its opening article, courtesy or "in my notes". */
export function cleanTopic(text: string, framing: TopicFraming): string {
  const p = patternsOf(framing);
  const topic = text.replace(p.end, '').replace(p.article, '').replace(p.courtesy, '');
  return (p.stray ? topic.replace(p.stray, '') : topic).replace(/\s+/g, ' ').trim();
}
