import escapeStringRegexp from 'escape-string-regexp';

/**
 * A name glossed by another name teaches nothing a learner can use (English, written). History books give people and
 * places their other names in passing, and a naming read there takes the name before it for the meaning:
 *   "his son Zhu Di, known as the Yongle emperor" → "Yongle emperor — son Zhu Di" (a role and a name: the text's
 *     "his" was cut, and what is left names a person, it says nothing of him);
 *   "Later Confucian teachers such as Xun Kuang (also known as Xunzi)" → "Xunzi — Xun Kuang" (a name alone);
 *   "The story of Abraham, called Ibrahim, within Islam …" → "Ibrahim — The story of Abraham" (the name renames Abraham,
 *     set right before it; a story is told of a person, it takes no name).
 * Kept: a description that names someone ("Charlemagne — Pépin's son Charles", "Pu-Abi — a woman of Ur"), a named body
 * glossed by its full name ("Dixiecrats — the States' Rights Democrats", "Counter-Reformation — The Catholic Reformation"),
 * a people said by where or what they are ("Puritans — English Calvinists", "Oirat — western Mongols"), "the kingdom of Kush"
 * (a kingdom bears a name).
 */
export function namesOnlyAnotherName(term: string, meaning: string, sentence: string): boolean {
  const m = meaning.trim();
  // "XML — Extensible Markup Language": an abbreviation's spelled-out name is what it means.
  if (ABBREVIATION.test(term)) return false;
  // "Xun Kuang": capitalised words only, without an article.
  if (NAME_ONLY.test(m)) return true;
  // "son Zhu Di", "emperor Hongwu": a role without its article or owner, then a name.
  if (ROLE_THEN_NAME.test(m)) return true;
  const told = TOLD_OF_NAME.exec(m)?.groups?.name;
  if (!told) return false;
  // The naming comes right after the name the story is of: "The story of Abraham, called Ibrahim".
  return new RegExp(`${escapeStringRegexp(told)}\\s*,?\\s+(?:\\(?(?:also\\s+|later\\s+)?(?:called|known\\s+as|named|referred\\s+to\\s+as))\\s+(?:the\\s+)?${escapeStringRegexp(term)}`, 'u').test(sentence);
}

const ABBREVIATION = /^[\p{Lu}\d&.-]{2,}s?$/u;
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
/**
 * One person's or place's name: no article ("The Catholic Reformation" is a named movement) and no plural at the end
 * ("English Calvinists", "western Mongols" say which people, by their country or faith or place).
 */
const PERSON_NAME = String.raw`(?!(?:The|A|An)\s)${NAME_WORD}(?:\s+(?:${NAME_WORD}|of|de|al|ibn|bin|von|van|da|di))*(?<![^s]s)`;
const NAME_ONLY = new RegExp(String.raw`^${PERSON_NAME}$`, 'u');
const ROLE_THEN_NAME = new RegExp(String.raw`^(?!(?:the|a|an|his|her|their|its|our|this|that|these|those)\s)\p{Ll}+\s+${PERSON_NAME}$`, 'u');
/** Nouns for what is told of a person, which take no name of their own: "the story of Abraham", "the life of Buddha". */
const TOLD_OF_NAME = new RegExp(String.raw`^(?:[Tt]he|[Aa])\s+(?:story|stories|tale|legend|account|life|death|birth|teachings|biography)\s+of\s+(?<name>${NAME_WORD}(?:\s+${NAME_WORD})*)$`, 'u');
