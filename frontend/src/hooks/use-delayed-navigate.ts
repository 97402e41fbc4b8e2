import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** navigate(to) after `ms`; a newer call replaces a pending one, and leaving the page cancels it. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return useCallback(
    (to: string, ms: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), ms);
    },
    [navigate],
  );
}
