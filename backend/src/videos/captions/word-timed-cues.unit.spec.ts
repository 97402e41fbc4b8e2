import { parseCaptions, parseJson3 } from './caption-parser.js';
import { isWordTimed, wordTimedCues } from './word-timed-cues.js';

/**
 * Shaped on YouTube's published fmt=json3 auto-caption layout: a header event spanning the video, one event per
 * caption line whose first word has no offset and whose later words carry `tOffsetMs`, a line shown until the line
 * after next begins (so lines overlap), and an `aAppend` "\n" event 10 ms before each new line scrolls the window.
 */
const word = (utf8: string, tOffsetMs?: number) => (tOffsetMs === undefined ? { utf8, acAsrConf: 0 } : { utf8, tOffsetMs, acAsrConf: 0 });
const ASR_TRACK = JSON.stringify({
  wireMagic: 'pb3',
  pens: [{}],
  wsWinStyles: [{}, { mhModeHint: 2, juJustifCode: 0, sdScrollDir: 3 }],
  wpWinPositions: [{}, { apPoint: 6, ahHorPos: 20, avVerPos: 100, rcRows: 2, ccCols: 40 }],
  events: [
    { tStartMs: 0, dDurationMs: 12000, id: 1, wpWinPosId: 1, wsWinStyleId: 1 },
    // "a derivative measures how fast" … "a function changes" runs on across the line break.
    { tStartMs: 160, dDurationMs: 3480, wWinId: 1, segs: [word('a'), word(' derivative', 120), word(' measures', 640), word(' how', 1040), word(' fast', 1240)] },
    { tStartMs: 1670, dDurationMs: 1970, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] },
    { tStartMs: 1680, dDurationMs: 4320, wWinId: 1, segs: [word('a'), word(' function', 120), word(' changes', 520)] },
    // "changes" begins at 2.2 s and the next word only at 3.64 s: a silence, then a new sentence on a new line.
    { tStartMs: 3630, dDurationMs: 2370, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] },
    { tStartMs: 3640, dDurationMs: 5360, wWinId: 1, segs: [word('so'), word(' the', 240), word(' slope', 400), word(' of', 720), word(' the', 840), word(' graph', 960)] },
    { tStartMs: 5990, dDurationMs: 3010, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] },
    { tStartMs: 6000, dDurationMs: 3000, wWinId: 1, segs: [word('is'), word(' the', 160), word(' derivative', 320)] },
  ],
});

describe('word-timed (auto-generated) json3 captions', () => {
  it('keeps every word once, in order, without the window-scrolling line breaks', () => {
    // Given YouTube's rolling two-line auto-caption track
    // When it is parsed
    const cues = parseCaptions(ASR_TRACK).cues;
    // Then the words read once each, as spoken, and no cue is empty or holds a line break
    expect(cues.map((c) => c.text).join(' ')).toBe('a derivative measures how fast a function changes so the slope of the graph is the derivative');
    expect(cues.every((c) => c.text.trim() && !c.text.includes('\n'))).toBe(true);
  });

  it('shows a silence between words as a gap between cues, and speech run on across a line as none', () => {
    // Given the same track, where speech runs on from the first line into the second and then pauses
    // When it is parsed
    const cues = parseJson3(ASR_TRACK);
    // Then the first line's cue ends as the second line's first word begins (no pause), cues never overlap,
    // and the cue after the silence starts at least a quarter second after the previous cue ends
    expect(cues[0]).toMatchObject({ text: 'a derivative measures how fast', start: 0.16, end: 1.68 });
    const afterSilence = cues.findIndex((c) => c.text.startsWith('so the slope'));
    expect(cues[afterSilence]!.start).toBeCloseTo(3.64);
    expect(cues[afterSilence]!.start - cues[afterSilence - 1]!.end).toBeGreaterThanOrEqual(0.25);
    cues.slice(1).forEach((cue, i) => expect(cue.start).toBeGreaterThanOrEqual(cues[i]!.end));
  });

  it('cuts a line where its speaker pauses between two words', () => {
    // Given one caption line whose fourth word comes 1.5 s after the third
    const events = [{ tStartMs: 1000, dDurationMs: 6000, segs: [word('this'), word(' is'), word(' zero', 300), word(' now', 2000), word(' take', 2300)] }];
    // When its cues are read word by word
    const cues = wordTimedCues(events);
    // Then the line becomes two cues, the second starting at the word after the pause
    expect(cues.map((c) => c.text)).toEqual(['this is zero', 'now take']);
    expect(cues[1]!.start).toBeCloseTo(3);
    expect(cues[1]!.start - cues[0]!.end).toBeGreaterThanOrEqual(0.25);
  });

  it('keeps a word repeated at the same time once and joins a piece glued to its word', () => {
    // Given a word sent twice at the same start and a suffix sent as its own piece ("watch" + "ing")
    const events = [
      { tStartMs: 0, dDurationMs: 2000, segs: [word('keep'), word(' watch', 200), word('ing', 400)] },
      { tStartMs: 200, dDurationMs: 2000, segs: [word('watch'), word(' closely', 500)] },
    ];
    // When its cues are read
    const text = wordTimedCues(events).map((c) => c.text).join(' ');
    // Then each spoken word appears once
    expect(text).toBe('keep watching closely');
  });

  it('reads an uploaded json3 track (no word offsets) one cue per event, as before', () => {
    // Given a manually captioned json3 track: whole sentences per event, no tOffsetMs
    const manual = JSON.stringify({
      events: [
        { tStartMs: 0, dDurationMs: 2500, segs: [{ utf8: 'Welcome back.\nToday: limits.' }] },
        { tStartMs: 2500, dDurationMs: 3000, segs: [{ utf8: 'A limit is ' }, { utf8: 'a value approached.' }] },
      ],
    });
    // When it is parsed
    // Then it is not read as word-timed and each event is one cue with the event's own times
    expect(isWordTimed(JSON.parse(manual).events)).toBe(false);
    expect(parseJson3(manual)).toEqual([
      { start: 0, end: 2.5, text: 'Welcome back. Today: limits.' },
      { start: 2.5, end: 5.5, text: 'A limit is a value approached.' },
    ]);
  });
});
