import type { TextContent } from 'pdfjs-dist/types/src/display/api.js';

/**
 * TeX's math fonts set their symbols in slots of their own (the TeX font tables: fontmath.ltx for Computer Modern,
 * amssymb.sty and amsfonts.sty for the AMS fonts). A PDF that gives such a font no Unicode map, and no glyph names
 * pdf.js knows, is read slot by slot as if the font were ASCII: "0 ⩽ P(A) ⩽ 1" in MSAM reads "0 6 P(A) 6 1", "≠"
 * (CMSY's negation slash over "=") reads "6 =", "ϵ" in CMMI reads as a control character. The font's name says which
 * table it follows (Latin Modern's math fonts keep Computer Modern's slots); a slot is read back only where the
 * character pdf.js gave cannot be a correct reading of another slot of the same font, so a "{" or "|" that pdf.js
 * read rightly stays. Space is never read back: pdf.js puts its own spaces between glyphs.
 */

export type TexMathFont = 'symbols' | 'ams-a' | 'ams-b' | 'extension' | 'italic';

const FONT_NAMES: readonly [RegExp, TexMathFont][] = [
  // MathDesign's symbol fonts (Charter, Utopia, Garamond math) keep CMSY's slots.
  [/^(CMSY|CMBSY|LMMathSymbols|MathDesign-\w+-[\w-]*Symbol)/i, 'symbols'],
  [/^MSAM/i, 'ams-a'],
  [/^MSBM/i, 'ams-b'],
  [/^(CMEX|LMMathExtension)/i, 'extension'],
  [/^(CMMI|CMMIB|LMMathItalic)/i, 'italic'],
];

/** The TeX math font a PDF font's PostScript name ("ABCDEF+CMSY10", "LMMathSymbols8-Regular") names, if any. */
export function texMathFont(postScriptName: string): TexMathFont | undefined {
  const name = postScriptName.replace(/^[A-Z]{6}\+/, '');
  return FONT_NAMES.find(([pattern]) => pattern.test(name))?.[1];
}

/** A table as a run of characters from a first slot; a space in the run leaves that slot as read. */
function slots(...runs: [number, string][]): Map<string, string> {
  const table = new Map<string, string>();
  for (const [first, chars] of runs) [...chars].forEach((c, i) => { if (c !== ' ') table.set(String.fromCharCode(first + i), c); });
  return table;
}

/** U+0338 stands for CMSY's negation slash until it is drawn over the sign after it (see composeNegations). */
export const NEGATION_SLASH = '\u0338';

// CMSY (OMS): A–Z are calligraphic capitals and stay letters; "{", "}", "|", "\" are read rightly from its own slots, so
// they stay, and those slots misread ("f", "g", "j", "n") are read back to them.
const SYMBOLS = slots(
  [0x00, '−·×∗÷⋄±∓⊕⊖⊗⊘⊙◯∘∙≍≡⊆⊇≤≥⪯⪰∼≈⊂⊃≪≫≺≻'],
  [0x21, '→↑↓↔↗↘≃⇐⇒⇑⇓⇔↖↙∝′∞∈∋△▽'],
  [0x36, `${NEGATION_SLASH}↦∀∃¬∅ℜℑ⊤⊥ℵ`],
  [0x5b, '∪ ⊎∧∨⊢⊣⌊⌋⌈⌉{}⟨⟩|‖↕⇕\\≀√⨿∇∫⊔⊓⊑⊒§†‡'],
  [0x7e, '♡♠'],
);

// MSAM (amssymb.sty, amsfonts.sty).
const AMS_A = slots(
  [0x00, '⊡⊞⊠□■⋅◊⧫↻↺⇌⇋⊟⊩⊪⊨↠↞⇇⇉⇈⇊↾⇂↿⇃↣↢⇆⇄↰↱'],
  [0x21, '↭↫↬≗≿≳⪆⊸∴∵≑≜≾≲⪅⪕⪖⋞⋟≼≦⩽≶‵ ≓≒≽≧⩾≷'],
  [0x40, '⊏⊐⊳⊲⊵⊴★≬▼▶◀⇢⇠△▲▽≖⋚⋛⪋⪌¥⇛⇚✓⊻⊼⩞∠∡∢∝⌣⌢⋐⋑⋒⋓⋏⋎⋋⋌⫅⫆≏≎⋘⋙⌜⌝®Ⓢ⋔∔∽⋍⌞⌟✠∁⊺⊚⊛⊝'],
);

// MSBM: A–Z are the blackboard capitals.
const DOUBLE_STRUCK: Record<string, string> = { C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' };
const AMS_B = slots(
  [0x00, '≨≩≰≱≮≯⊀⊁≨≩  ⪇⪈⋠⋡⋨⋩⋦⋧        ≁≇╱╲'],
  [0x21, '⊋  ⫋⫌  ⊊⊋⊈⊉∦∤  ⊬⊮⊭⊯⋭⋬⋪⋫↚↛⇍⇏⇎↮⋇∅∄'],
  [0x41, [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => DOUBLE_STRUCK[c] ?? String.fromCodePoint(0x1d538 + c.charCodeAt(0) - 0x41)).join('')],
  [0x60, 'Ⅎ⅁    ℧ð≂ℶℷℸ⋖⋗⋉⋊∣∥∖∼≈≊⪸⪷↶↷ϝϰ𝕜ℏℏ϶'],
);

// CMEX: the big operators and radicals; "[", "]", "\\" and "^" (a wide hat) stay, as its delimiters and accents read rightly.
const EXTENSION = slots([0x48, '∮∮⨀⨀⨁⨁⨂⨂∑∏∫⋃⋂⨄⋀⋁∑∏∫    ⋁∐∐'], [0x70, '√√√√√']);

// CMMI (OML): Greek below the space, then harpoons; ".", ",", "<", "/", ">", letters and digits are its own (the hooks
// and triangles set at ",", "-", ".", "/" stay: a comma, period or slash read rightly looks the same).
const ITALIC = slots(
  [0x00, 'ΓΔΘΛΞΠΣΥΦΨΩαβγδϵζηθικλμνξπρστυϕχ ωεϑϖϱςφ↼↽⇀⇁'],
  [0x3f, '⋆∂'],
  [0x5b, '♭♮♯⌣⌢ℓ'],
  [0x7b, 'ıȷ℘'],
);

const TABLES: Record<TexMathFont, ReadonlyMap<string, string>> = { symbols: SYMBOLS, 'ams-a': AMS_A, 'ams-b': AMS_B, extension: EXTENSION, italic: ITALIC };

/** Text pdf.js read from a TeX math font slot by slot, as the font's table gives it. */
export function readTexMathSlots(font: TexMathFont, text: string): string {
  const table = TABLES[font];
  let out = '';
  for (const c of text) out += table.get(c) ?? c;
  return out;
}

/**
 * TeX draws "↦" as a bar (CMSY's slot 0x37) before "→", and "≠", "∉", "≢" as a negation slash set over "=", "∈", "≡" (CMSY's slot 0x36, before the sign, often read as
 * its own item: "6 =", "̸ ="). Put over the sign after it, the pair is the one character Unicode has for it.
 */
export function composeNegations(text: string): string {
  if (!text.includes(NEGATION_SLASH) && !text.includes('↦')) return text;
  // The space that set the sign apart stays, before it: "Y̸ ⊂ X" is "Y ⊄ X", "i 6 = j" (slash read as a digit) "i ≠ j".
  return text
    .replace(/([ \t]?)\u0338([ \t]?)([^\s\u0338])/gu, (_, before: string, after: string, sign: string) => `${before || after}${sign}${NEGATION_SLASH}`.normalize('NFC'))
    .replace(/↦[ \t]?→/gu, '↦');
}

/** The page's text items set in a TeX math font read back from their slots; `mathFontOf` names an item's font. */
export function withTexMathGlyphs(content: TextContent, mathFontOf: (fontName: string) => TexMathFont | undefined): TextContent {
  let changed = false;
  const items = content.items.map((raw) => {
    if (!('str' in raw)) return raw;
    const font = mathFontOf(raw.fontName);
    const str = font ? readTexMathSlots(font, raw.str) : raw.str;
    if (str === raw.str) return raw;
    changed = true;
    return { ...raw, str };
  });
  return changed ? { ...content, items } : content;
}
