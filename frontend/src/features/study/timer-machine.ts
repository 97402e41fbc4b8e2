/**
 * The study timer as a pure state machine (spec sections 4 and 9). Time is a deadline, not a
 * countdown of ticks, so a slow or sleeping tab (or a test clock) lands on the right second.
 */

export type TimerMode = 'pomodoro' | 'standard';
export type TimerPhase = 'study' | 'short-break' | 'long-break';

export const STUDY_MINUTES: Record<TimerMode, number> = { pomodoro: 25, standard: 60 };
export const SHORT_BREAK_MINUTES = 5;
export const LONG_BREAK_MINUTES = 15;
/** A long break follows every 4th study session. */
export const LONG_BREAK_EVERY = 4;

export interface TimerState {
  mode: TimerMode;
  phase: TimerPhase;
  /** Epoch ms when the current phase ends; null while paused. */
  deadline: number | null;
  /** Time left while paused (ms). */
  remainingMs: number;
  /** Study sessions completed since the timer was reset. */
  sessionsCompleted: number;
}

export interface CompletedSession {
  minutes: number;
  mode: TimerMode;
}

const minutes = (m: number) => m * 60_000;

export function phaseLength(state: Pick<TimerState, 'mode' | 'phase'>): number {
  if (state.phase === 'short-break') return minutes(SHORT_BREAK_MINUTES);
  if (state.phase === 'long-break') return minutes(LONG_BREAK_MINUTES);
  return minutes(STUDY_MINUTES[state.mode]);
}

export function initialTimer(mode: TimerMode = 'pomodoro'): TimerState {
  return { mode, phase: 'study', deadline: null, remainingMs: minutes(STUDY_MINUTES[mode]), sessionsCompleted: 0 };
}

export const isRunning = (state: TimerState) => state.deadline !== null;

export function remaining(state: TimerState, now: number): number {
  return state.deadline === null ? state.remainingMs : Math.max(0, state.deadline - now);
}

export function start(state: TimerState, now: number): TimerState {
  return isRunning(state) ? state : { ...state, deadline: now + state.remainingMs };
}

export function pause(state: TimerState, now: number): TimerState {
  return isRunning(state) ? { ...state, deadline: null, remainingMs: remaining(state, now) } : state;
}

/** Back to a full, paused study session of the mode (25 or 60 minutes). */
export function reset(state: TimerState, mode: TimerMode = state.mode): TimerState {
  return initialTimer(mode);
}

/**
 * Moves the timer on to `now`. A study session reaching zero is reported as completed, counted,
 * and its break starts at once (15 minutes after every 4th session, else 5). A break reaching
 * zero brings back a paused study session of the mode's length.
 */
export function tick(state: TimerState, now: number): { state: TimerState; completed: CompletedSession | null } {
  if (state.deadline === null || now < state.deadline) return { state, completed: null };
  if (state.phase === 'study') {
    const sessionsCompleted = state.sessionsCompleted + 1;
    const phase: TimerPhase = sessionsCompleted % LONG_BREAK_EVERY === 0 ? 'long-break' : 'short-break';
    const breakLength = phaseLength({ mode: state.mode, phase });
    return {
      state: { ...state, phase, sessionsCompleted, deadline: now + breakLength, remainingMs: breakLength },
      completed: { minutes: STUDY_MINUTES[state.mode], mode: state.mode },
    };
  }
  const studyLength = minutes(STUDY_MINUTES[state.mode]);
  return { state: { ...state, phase: 'study', deadline: null, remainingMs: studyLength }, completed: null };
}

/** m:ss, or h:mm:ss from an hour. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
