import { composeNegations } from './pdf-math-fonts.js';

/**
 * Text as TeX's fonts without a Unicode map give it, made readable: accents set apart and ligatures
 * left as their font codes.
 */

/**
 * TeX's older fonts (OT1) set an accented letter as two glyphs, the accent before the letter:
 * "Matem´aticas", "Cap´ıtulo" (an accent over a dotless i), sometimes with a gap the layout reads as a
 * tab ("Matem´\taticas"). Joined again, the words are words: "Matemáticas", "Capítulo". An accent is
 * joined only to a letter it can sit on, so "don´t" (an acute used as an apostrophe) stays as written.
 */

const ACCENTS: Record<string, { mark: string; letters: RegExp }> = {
  '´': { mark: '\u0301', letters: /[aeiouyıAEIOUY]/ },
  '`': { mark: '\u0300', letters: /[aeiouıAEIOU]/ },
  '¨': { mark: '\u0308', letters: /[aeiouyıAEIOUY]/ },
  'ˆ': { mark: '\u0302', letters: /[aeiouıAEIOU]/ },
  '˜': { mark: '\u0303', letters: /[anoANO]/ },
  'ˇ': { mark: '\u030c', letters: /[cdenrstzCDENRSTZ]/ },
  '¸': { mark: '\u0327', letters: /[cstCST]/ },
};

const SPACED_ACCENT = /([´`¨ˆ˜ˇ¸])[ \t]?(\p{L})/gu;

export function joinSpacedAccents(text: string): string {
  if (!/[´`¨ˆ˜ˇ¸]/.test(text)) return text;
  return text.replace(SPACED_ACCENT, (whole, accent: string, letter: string) => {
    const known = ACCENTS[accent];
    if (!known || !known.letters.test(letter)) return whole;
    // The dotless i is what TeX puts under an accent: "ı´" is "í".
    return `${letter === 'ı' ? 'i' : letter}${known.mark}`.normalize('NFC');
  });
}

/**
 * A TeX font without a Unicode map gives a ligature as its slot in the font: T1 (EC) fonts put ff, fi, fl,
 * ffi, ffl at 0x1B–0x1F, OT1 (Computer Modern) at 0x0B–0x0F. Read as control characters they split words
 * ("Authenti\u001ckation", "beein\u001dussen" → "Authentifikation", "beeinflussen"). An OT1 slot is also a
 * line or page break, so it is read as a ligature only between two letters.
 */
const LIGATURES = ['ff', 'fi', 'fl', 'ffi', 'ffl'];
const T1_LIGATURE = /(?<=\p{L})[\u001b-\u001f]|[\u001b-\u001f](?=\p{L})/gu;
const OT1_LIGATURE = /(?<=\p{L})[\u000b-\u000f](?=\p{L})/gu;

export function repairTexGlyphs(text: string): string {
  const ligatures = /[\u000b-\u000f\u001b-\u001f]/.test(text)
    ? text.replace(T1_LIGATURE, (c) => LIGATURES[c.charCodeAt(0) - 0x1b]!).replace(OT1_LIGATURE, (c) => LIGATURES[c.charCodeAt(0) - 0x0b]!)
    : text;
  // T1's "ß" slot (0xFF) reads as "ÿ", which no German, English or Spanish word has after a lower-case letter: "Auÿenstehender", "groÿ".
  return composeNegations(joinSpacedAccents(ligatures.includes('ÿ') ? ligatures.replace(/(?<=\p{Ll})ÿ/gu, 'ß') : ligatures));
}
