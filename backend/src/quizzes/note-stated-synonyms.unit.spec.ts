import { listedApart, statedSame, type NoteContext } from './note-stated-synonyms.js';

const note = (text: string, definitions: NoteContext['definitions'] = []): NoteContext => ({ text, definitions });

describe('what a note states about two names', () => {
  it('given "X, also called Y" or "X, also known as Y", when asked, then they are one thing, either way round', () => {
    const n = note('Bracket creep, also called fiscal drag, raises taxes. The consumer surplus, also known as buyer surplus, is a gain.');
    expect(statedSame(n, 'bracket creep', 'fiscal drag')).toBe(true);
    expect(statedSame(n, 'fiscal drag', 'bracket creep')).toBe(true);
    expect(statedSame(n, 'consumer surplus', 'buyer surplus')).toBe(true);
    expect(statedSame(n, 'bracket creep', 'buyer surplus')).toBe(false);
  });

  it('given "X (Y)" or "X, or Y,", when asked, then they are one thing; a bare "X or Y" is not', () => {
    expect(statedSame(note('The consumer price index (CPI) tracks prices.'), 'consumer price index', 'CPI')).toBe(true);
    expect(statedSame(note('Joblessness, or unemployment, rises in a recession.'), 'unemployment', 'joblessness')).toBe(true);
    expect(statedSame(note('Is it supply or demand that moves first?'), 'supply', 'demand')).toBe(false);
    expect(statedSame(note('The price ceiling (see Figure 2) binds.'), 'price ceiling', 'figure 2')).toBe(false);
    // Bare brackets hold another name only with an acronym; otherwise often an example.
    expect(statedSame(note('CPI (consumer price index) tracks prices.'), 'consumer price index', 'cpi')).toBe(true);
    expect(statedSame(note('A public good (national defence) is shared.'), 'public good', 'national defence')).toBe(false);
    expect(statedSame(note('A public good (also called a collective good) is shared.'), 'public good', 'collective good')).toBe(true);
  });

  it('given a definition whose meaning names the term another way, when asked, then they are one thing', () => {
    const n = note('', [{ term: 'Fiscal drag', meaning: 'taxes that rise with nominal incomes, also known as bracket creep' }]);
    expect(statedSame(n, 'fiscal drag', 'bracket creep')).toBe(true);
    expect(statedSame(n, 'fiscal drag', 'nominal incomes')).toBe(false);
  });

  it('given the same statements in Spanish, when asked, then they are one thing', () => {
    expect(statedSame(note('La deriva fiscal, también llamada progresividad en frío, sube los impuestos.'), 'deriva fiscal', 'progresividad en frío')).toBe(true);
    expect(statedSame(note('El índice de precios al consumo (IPC) mide los precios.'), 'índice de precios al consumo', 'IPC')).toBe(true);
    expect(statedSame(note('El paro, o desempleo, sube en una recesión.'), 'paro', 'desempleo')).toBe(true);
    expect(statedSame(note('El desempleo sube en una recesión.'), 'paro', 'desempleo')).toBe(false);
  });

  it('given two names joined by "and", "or", "versus" or in a list, when asked, then they are listed apart', () => {
    expect(listedApart(note('The model of supply and demand explains prices.'), 'demand', 'supply')).toBe(true);
    expect(listedApart(note('Speed versus velocity: only one has a direction.'), 'speed', 'velocity')).toBe(true);
    expect(listedApart(note('Colours such as red, green, and blue mix.'), 'red', 'blue')).toBe(true);
    expect(listedApart(note('Supply rises. Later, in another market, demand falls.'), 'supply', 'demand')).toBe(false);
  });

  it('given the same lists in Spanish, when asked, then they are listed apart', () => {
    expect(listedApart(note('El modelo de oferta y demanda explica los precios.'), 'oferta', 'demanda')).toBe(true);
    expect(listedApart(note('La rapidez frente a la velocidad: solo una tiene dirección.'), 'rapidez', 'velocidad')).toBe(true);
    expect(listedApart(note('La oferta sube. Más tarde la demanda baja.'), 'oferta', 'demanda')).toBe(false);
  });
});
