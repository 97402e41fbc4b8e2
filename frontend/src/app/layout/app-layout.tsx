import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './app-layout.css';

export interface RouteHandle { title?: string }

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · StudyLoop` : 'StudyLoop — Learn smarter, not harder';
  }, [title]);
}

/** After client-side navigation, move focus to the page so keyboard and screen-reader users start there. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Header, routed page, footer; a slim progress bar while a lazy route is loading. */
export function AppLayout() {
  const navigation = useNavigation();
  useDocumentTitle();
  useFocusMainOnNavigate();
  return (
    <>
      <a href="#main" className="skip-link">Skip to content</a>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <SiteHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
