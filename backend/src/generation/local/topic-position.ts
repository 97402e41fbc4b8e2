/**
 * A key point about a topic is a sentence about it: the topic is its subject or comes within its first few words,
 * past a short opener ("In principle, vector fields …") or a frame ("The tricky part is that pixel space …").
 * "Close to the sun, it's getting whipped around …, so it covers a larger arc length" only mentions the topic.
 */

const SHORT_OPENER = /^(?:[^\s,]+\s+){0,4}[^\s,]+,\s+/u;
const FRAME = /^(?:the\s+)?(?:(?:tricky|key|important|hard|nice|main)\s+)?(?:thing|part|point|question|idea|fact|catch|problem|issue)\s+is\s+(?:that\s+|whether\s+)?/i;
const EARLY_WORDS = 6;

export function namesTopicEarly(sentence: string, topicWords: readonly string[]): boolean {
  const first = topicWords[0]?.toLowerCase().replace(/s$/, '');
  if (!first) return true;
  const body = sentence.replace(SHORT_OPENER, '').replace(FRAME, '');
  const words = body.toLowerCase().split(/\s+/).slice(0, EARLY_WORDS + topicWords.length - 1);
  return words.some((w) => w.replace(/[^\p{L}\p{N}'’-]+/gu, '').startsWith(first));
}
