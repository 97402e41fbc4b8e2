import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { invalidateKeys, invalidations } from '../../../lib/query-keys';
import { recordStudySession } from '../api/study-api';
import { timerAtom } from '../atoms/timer-atom';
import * as machine from '../timer-machine';

const TICK_MS = 250;

const isUntouched = (t: machine.TimerState) =>
  t.phase === 'study' && !machine.isRunning(t) && t.sessionsCompleted === 0 && t.remainingMs === machine.phaseLength(t);

export function useStudyTimer(notesId: string) {
  const store = useStore();
  const queryClient = useQueryClient();
  const { notesId: timerNotesId, timer } = useAtomValue(timerAtom);
  const [now, setNow] = useState(() => Date.now());

  const record = useMutation({
    mutationFn: recordStudySession,
    onSuccess: (result) => {
      toast({
        title: 'Study session recorded',
        description: `${result.minutes} minutes of study added${result.experienceGained > 0 ? ` · +${result.experienceGained} XP` : ''}. Time for a break!`,
        variant: 'success',
      });
      void invalidateKeys(queryClient, invalidations.studyProgress);
    },
    onError: (error) => {
      toast({ title: 'Could not record study session', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    },
  });
  const { mutate } = record;

  // An idle timer follows the notes on screen; a started one keeps counting for its own notes.
  useEffect(() => {
    const current = store.get(timerAtom);
    if (current.notesId !== notesId && (current.notesId === null || isUntouched(current.timer))) {
      store.set(timerAtom, { notesId, timer: current.timer });
    }
  }, [notesId, store]);

  const running = machine.isRunning(timer);
  useEffect(() => {
    if (!running) return undefined;
    const step = () => {
      const at = Date.now();
      const current = store.get(timerAtom);
      const { state, completed } = machine.tick(current.timer, at);
      if (state !== current.timer) store.set(timerAtom, { ...current, timer: state });
      if (completed && current.notesId) mutate({ ...completed, notesId: current.notesId });
      setNow(at);
    };
    step();
    const interval = setInterval(step, TICK_MS);
    return () => clearInterval(interval);
  }, [running, store, mutate]);

  const update = useCallback((change: (t: machine.TimerState, at: number) => machine.TimerState, forNotes?: string) => {
    const at = Date.now();
    const current = store.get(timerAtom);
    store.set(timerAtom, { notesId: forNotes ?? current.notesId, timer: change(current.timer, at) });
    setNow(at);
  }, [store]);

  return {
    timer,
    /** The timer is counting for other notes than these. */
    elsewhere: timerNotesId !== null && timerNotesId !== notesId,
    remainingMs: machine.remaining(timer, running ? Math.max(now, Date.now()) : now),
    running,
    recording: record.isPending,
    start: () => update(machine.start),
    pause: () => update(machine.pause),
    reset: () => update((t) => machine.reset(t), notesId),
    setMode: (mode: machine.TimerMode) => update(() => machine.reset(machine.initialTimer(mode), mode), notesId),
  };
}
