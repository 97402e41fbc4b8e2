import { atom } from 'jotai';
import { initialTimer, type TimerState } from '../timer-machine';

/**
 * One study timer for the whole app, with the notes it is running for: it keeps going when the
 * learner switches tabs (the tab unmounts) and catches up from its deadline when shown again.
 */
export const timerAtom = atom<{ notesId: string | null; timer: TimerState }>({ notesId: null, timer: initialTimer() });
