import { atom } from 'jotai';
import type { ReactNode } from 'react';
import { appStore } from '../../../lib/jotai-store';

/** Spec section 9: at most one toast is visible. */
export const TOAST_LIMIT = 1;
/** Spec section 9: a dismissed toast is dropped from memory after this delay. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Spec section 9: default time a toast stays on screen. */
export const TOAST_DEFAULT_DURATION = 5_000;
/** Spec section 9: swipe right this far to dismiss. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Spec section 9: this key focuses the toast region. */
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; `Infinity` keeps it until dismissed. Default 5000. */
  duration?: number;
  /** An optional action button. */
  action?: { label: string; onClick: () => void };
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
  createdAt: number;
}

export const toastsAtom = atom<ToastEntry[]>([]);

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(update: (toasts: ToastEntry[]) => ToastEntry[]) {
  appStore.set(toastsAtom, update(appStore.get(toastsAtom)));
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts((toasts) => toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string) {
  setToasts((toasts) =>
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      if (t.open) scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

function cancelRemoval(id: string) {
  const timer = removalTimers.get(id);
  if (timer) clearTimeout(timer);
  removalTimers.delete(id);
}

/** Removes a toast immediately (after its exit animation). */
export function removeToast(id: string) {
  cancelRemoval(id);
  setToasts((toasts) => toasts.filter((t) => t.id !== id));
}

export function updateToast(id: string, options: ToastOptions) {
  setToasts((toasts) => toasts.map((t) => (t.id === id ? { ...t, ...options } : t)));
}

/**
 * Shows a toast from anywhere (components, mutations, plain modules).
 * `toast({ title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' })`
 */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const entry: ToastEntry = { duration: TOAST_DEFAULT_DURATION, variant: 'default', ...options, id, open: true, createdAt: Date.now() };
  setToasts((toasts) => {
    const kept = [entry, ...toasts].slice(0, TOAST_LIMIT);
    for (const dropped of toasts) if (!kept.includes(dropped)) cancelRemoval(dropped.id);
    return kept;
  });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => updateToast(id, next),
  };
}
