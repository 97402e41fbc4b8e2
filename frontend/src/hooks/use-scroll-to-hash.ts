import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element named by the URL's #hash once `ready` (content loaded after navigation, which
 * the browser's own jump cannot wait for), and marks it briefly.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.classList.add('is-linked');
    const timer = setTimeout(() => target.classList.remove('is-linked'), 2500);
    return () => clearTimeout(timer);
  }, [ready, hash]);
}
