import { joinSpacedAccents, repairTexGlyphs } from './pdf-tex-glyphs.js';

describe('accents set apart by old TeX fonts', () => {
  it.each([
    ['Apuntes de Matem´aticas Discretas', 'Apuntes de Matemáticas Discretas'],
    ['Matem´\taticas', 'Matemáticas'],
    ['Cap´ıtulo 1', 'Capítulo 1'],
    ['´Indice general', 'Índice general'],
    ['die Schl¨ussel und Gr¨oße', 'die Schlüssel und Größe'],
    ['el a˜no', 'el año'],
  ])('given "%s", when cleaned, then the accent sits on its letter: "%s"', (given, expected) => {
    expect(joinSpacedAccents(given)).toBe(expected);
  });

  it('given an acute used as an apostrophe, when cleaned, then the text is unchanged', () => {
    expect(joinSpacedAccents('don´t and it´s')).toBe('don´t and it´s');
  });
});

describe('ligatures left as TeX font slots', () => {
  it.each([
    ['Symmetrische Authenti\u001ckation von', 'Symmetrische Authentifikation von'],
    ['beein\u001dussen', 'beeinflussen'],
    ['Sicherheitsbegri\u001be', 'Sicherheitsbegriffe'],
    ['\u001cnd the e\u001ecient o\u000ece', 'find the efficient office'],
    ['als Auÿenstehender ist es groÿ', 'als Außenstehender ist es groß'],
  ])('given "%s", when repaired, then the word is whole: "%s"', (given, expected) => {
    expect(repairTexGlyphs(given)).toBe(expected);
  });

  it('given a line break or page break between words, when repaired, then it stays a break', () => {
    expect(repairTexGlyphs('end.\fNext page\r\nline')).toBe('end.\fNext page\r\nline');
  });
});
