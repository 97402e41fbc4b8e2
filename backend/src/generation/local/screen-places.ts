/**
 * A speaker points at the picture with a place on the screen: "the circle on the left", "up here", "the upper half", "the
 * graph below", "la parte de arriba". What is placed so is known only from the screen. One list of place words; each
 * gate asks the question it needs of it:
 *  - `pointsAtScreenPlace`: a phrase a definition's meaning must not hold ("the two actions on the left");
 *  - `mentionsScreenPlace`: any place phrase at all, for a sentence held to more than a meaning is (second blanks);
 *  - `isOnlyScreenPlace`: a meaning made of place words and nothing else ("the top to the bottom part").
 */

/**
 * Things seldom have a left and right of their own, so "on the left" is the screen's; a top and a bottom they do have
 * ("the number on the top of a fraction").
 */
const SCREEN_SIDES = ['left', 'right'];
const THING_SIDES = ['top', 'bottom'];
/** "the upper half", "the left side". */
const REGION_ADJECTIVES = ['upper', 'lower'];
const REGIONS = ['half', 'side', 'corner', 'part'];
/** "up here", "over here": where the speaker's hand is. */
const BEFORE_HERE = ['up', 'down', 'over'];
/** "the graph below". */
const RELATIVE = ['above', 'below'];
/** The rest a place on the picture is said with: "the middle", "the far end", "over there". */
const OTHER_PLACES = ['middle', 'center', 'centre', 'sides', 'edge', 'end', 'front', 'back', 'here', 'there', 'screen'];

const SPANISH_PLACES = 'arriba abajo izquierda derecha medio centro lado lados parte esquina borde mitad pantalla aquí aqui allí alli superior inferior extremo final'.split(' ');

const PLACE_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set([...SCREEN_SIDES, ...THING_SIDES, ...REGION_ADJECTIVES, ...REGIONS, ...BEFORE_HERE, ...RELATIVE, ...OTHER_PLACES]),
  es: new Set(SPANISH_PLACES),
};
/** Words a place phrase is glued with: "the top to the bottom part", "la parte de arriba". */
const PLACE_GLUE: Record<string, ReadonlySet<string>> = {
  en: new Set('the a an to of on at in from and or this that'.split(' ')),
  es: new Set('el la los las un una de del a al en y o hacia hasta desde este esta'.split(' ')),
};

const anyOf = (words: readonly string[]): string => `(?:${words.join('|')})`;

const POINTED_AT = new RegExp(`\\b(?:on\\s+the\\s+${anyOf(SCREEN_SIDES)}|${anyOf(BEFORE_HERE)}\\s+here|on\\s+(?:the\\s+)?screen)\\b`, 'i');
const PLACED = new RegExp(
  `\\b(?:(?:on|to)\\s+the\\s+${anyOf([...SCREEN_SIDES, ...THING_SIDES])}|${anyOf([...SCREEN_SIDES, ...THING_SIDES, ...REGION_ADJECTIVES])}\\s+${anyOf(REGIONS)}|${anyOf(RELATIVE)})\\b`,
  'i',
);

/** "the two actions on the left", "up here", "on screen" (English). */
export function pointsAtScreenPlace(text: string): boolean {
  return POINTED_AT.test(text);
}

/** What `pointsAtScreenPlace` finds, and "to the top", "the upper half", "the graph below" (English). */
export function mentionsScreenPlace(text: string): boolean {
  return pointsAtScreenPlace(text) || PLACED.test(text);
}

/** Every word a place on the picture or a word gluing places, five places at most: "the top to the bottom part". */
export function isOnlyScreenPlace(text: string, language: string): boolean {
  const code = language.toLowerCase().slice(0, 2);
  const places = PLACE_WORDS[code];
  const glue = PLACE_GLUE[code];
  if (!places || !glue) return false;
  const content = text.toLowerCase().split(/\s+/).filter((t) => t && !glue.has(t));
  return content.length > 0 && content.length <= 5 && content.every((t) => places.has(t));
}
