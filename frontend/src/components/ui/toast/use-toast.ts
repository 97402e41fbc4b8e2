import { useAtomValue } from 'jotai';
import { dismissToast, toast, toastsAtom } from './toast-store';

/** The current toasts plus `toast()` / `dismiss()` (both also importable directly from toast-store). */
export function useToast() {
  const toasts = useAtomValue(toastsAtom);
  return { toasts, toast, dismiss: dismissToast };
}
