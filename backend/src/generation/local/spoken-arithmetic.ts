/**
 * The words with which English reads a formula aloud: "x plus y", "2 times 3", "f over g", "df divided by dx", "b
 * equals x squared". A card or term made of them is a piece of spoken algebra, not a name. One list; each gate asks
 * for the groups it needs with `wordGroup` (`pointing-words.ts`), and a word it adds or leaves out is named there.
 * Spanish, French and German arithmetic words stay beside the gates that use them.
 */

/** "x plus y", "2 times 3": said between two values and meaning nothing else. */
export const OPERATORS = ['plus', 'minus', 'times'];
/** "f over g": also a preposition ("over time"), so a gate that reads a whole sentence may leave it out. */
export const OVER = ['over'];
/** "df divided by dx". */
export const DIVIDED_BY = ['divided by'];
/** "b equals 2". */
export const EQUALS = ['equals'];
/** "x squared": said after one value. */
export const POWERS = ['squared', 'cubed'];

/**
 * Every single word that says arithmetic, "divided" standing for "divided by": what a term or a blank that opens or
 * ends on arithmetic holds ("times dx", "_____ of x divided by 2").
 */
export const ARITHMETIC_WORDS = [...OPERATORS, ...OVER, 'divided', ...EQUALS, ...POWERS];
