import { capitalise } from './casing.js';

/**
 * A speaker wraps a claim in talk about the talk: "The way I like to think about it is that each vector represents a
 * movement", "The reason I bring it up is that …", "Like I said, …", "…, and it's what I'm going to be talking about
 * next video". The claim alone is what a card asks; what is left with the speaker in it is no card (card-gates).
 */
const LEADING_FRAME: Record<string, RegExp> = {
  en: /^(?:the\s+way\s+I\s+(?:like\s+to\s+)?think\s+(?:about|of)\s+(?:it|this|that)\s+is\s+(?:that\s+)?|the\s+reason\s+I\s+(?:bring|brought)\s+(?:it|this|that)\s+up(?:\s+here)?\s+is\s+(?:that\s+)?(?:it\s+hints\s+at\s+the\s+fact\s+that\s+)?|the\s+point\s+I\s+want\s+to\s+make(?:\s+here)?\s+is\s+(?:that\s+)?|(?:like|as)\s+I\s+(?:said|mentioned)(?:\s+(?:before|earlier|at\s+the\s+start))?,\s+)/i,
};
const TRAILING_FRAME: Record<string, RegExp> = {
  en: /,\s+and\s+(?:it['’]s|that['’]s|this\s+is)\s+what\s+I['’]m\s+going\s+to\s+(?:be\s+)?(?:talk(?:ing)?|focus(?:ing)?)\s+(?:about|on)\b[^.!?]*(?=[.!?]?$)/i,
};

export function withoutSpeakerFrame(text: string, language: string): string {
  const code = language.slice(0, 2).toLowerCase();
  const leading = LEADING_FRAME[code];
  const trailing = TRAILING_FRAME[code];
  if (!leading || !trailing) return text;
  const stripped = text.replace(leading, '').replace(trailing, '');
  return stripped === text ? text : capitalise(stripped);
}
