import { describe, expect, it } from 'vitest';
import {
  formatClock, initialTimer, isRunning, LONG_BREAK_MINUTES, pause, phaseLength, remaining, reset, SHORT_BREAK_MINUTES,
  start, tick, type TimerState,
} from './timer-machine';

const MIN = 60_000;
const T0 = 1_700_000_000_000;

/** Runs a started timer to the end of its phase and returns what `tick` reports there. */
const finishPhase = (state: TimerState, at: number) => tick(state, at + remaining(state, at));

describe('timer machine', () => {
  it('starts paused with a full study session of the mode', () => {
    expect(initialTimer()).toEqual({ mode: 'pomodoro', phase: 'study', deadline: null, remainingMs: 25 * MIN, sessionsCompleted: 0 });
    expect(initialTimer('standard').remainingMs).toBe(60 * MIN);
    expect(isRunning(initialTimer())).toBe(false);
  });

  it('counts down from a deadline, so time passes even without ticks', () => {
    const running = start(initialTimer(), T0);
    expect(running.deadline).toBe(T0 + 25 * MIN);
    expect(remaining(running, T0 + 10 * MIN)).toBe(15 * MIN);
    expect(remaining(running, T0 + 99 * MIN)).toBe(0);
    expect(start(running, T0 + MIN)).toBe(running);
  });

  it('pauses with the time left and resumes from it', () => {
    const paused = pause(start(initialTimer(), T0), T0 + 5 * MIN);
    expect(paused).toMatchObject({ deadline: null, remainingMs: 20 * MIN });
    expect(remaining(paused, T0 + 60 * MIN)).toBe(20 * MIN);
    expect(pause(paused, T0 + 6 * MIN)).toBe(paused);
    expect(start(paused, T0 + 30 * MIN).deadline).toBe(T0 + 50 * MIN);
  });

  it('does nothing before the deadline', () => {
    const running = start(initialTimer(), T0);
    expect(tick(running, T0 + 25 * MIN - 1)).toEqual({ state: running, completed: null });
    expect(tick(initialTimer(), T0 + 99 * MIN).completed).toBeNull();
  });

  it('reports a finished study session once and starts a short break at once', () => {
    const { state, completed } = finishPhase(start(initialTimer(), T0), T0);
    expect(completed).toEqual({ minutes: 25, mode: 'pomodoro' });
    expect(state).toMatchObject({ phase: 'short-break', sessionsCompleted: 1, remainingMs: SHORT_BREAK_MINUTES * MIN });
    expect(state.deadline).toBe(T0 + 25 * MIN + SHORT_BREAK_MINUTES * MIN);
    expect(tick(state, T0 + 26 * MIN).completed).toBeNull();
  });

  it('gives a long break after every 4th session, and a paused study session after each break', () => {
    let state = initialTimer('standard');
    let at = T0;
    const breaks: string[] = [];
    for (let session = 1; session <= 8; session++) {
      state = start(state, at);
      const studied = finishPhase(state, at);
      expect(studied.completed).toEqual({ minutes: 60, mode: 'standard' });
      at += phaseLength(state);
      breaks.push(studied.state.phase);
      const rested = finishPhase(studied.state, at);
      at += phaseLength(studied.state);
      expect(rested).toEqual({ state: { ...studied.state, phase: 'study', deadline: null, remainingMs: 60 * MIN }, completed: null });
      state = rested.state;
    }
    expect(breaks).toEqual(['short-break', 'short-break', 'short-break', 'long-break', 'short-break', 'short-break', 'short-break', 'long-break']);
    expect(phaseLength({ mode: 'pomodoro', phase: 'long-break' })).toBe(LONG_BREAK_MINUTES * MIN);
    expect(state.sessionsCompleted).toBe(8);
  });

  it('lands on the right phase when the tab slept past the deadline', () => {
    const { state, completed } = tick(start(initialTimer(), T0), T0 + 40 * MIN);
    expect(completed).not.toBeNull();
    expect(state.deadline).toBe(T0 + 40 * MIN + SHORT_BREAK_MINUTES * MIN);
  });

  it('resets to a full paused session, switching mode when asked', () => {
    const busy = finishPhase(start(initialTimer(), T0), T0).state;
    expect(reset(busy)).toEqual(initialTimer('pomodoro'));
    expect(reset(busy, 'standard')).toEqual(initialTimer('standard'));
  });

  it('formats the clock as m:ss, or h:mm:ss from an hour, rounding up partial seconds', () => {
    expect(formatClock(25 * MIN)).toBe('25:00');
    expect(formatClock(60 * MIN)).toBe('1:00:00');
    expect(formatClock(61 * MIN + 5_000)).toBe('1:01:05');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
  });
});
