import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CloseIcon, LoopIcon, MenuIcon } from '../../components/ui/icons';
import { useMediaQuery } from '../../hooks/use-media-query';
import { HeaderAuth } from './header-auth';
import { MainNav } from './main-nav';
import { MOBILE_NAV_QUERY } from './nav-links';
import './site-header.css';

export function SiteHeader() {
  const isMobile = useMediaQuery(MOBILE_NAV_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const close = () => setMenuOpen(false);

  // Close the menu on navigation, and when the viewport grows past the breakpoint.
  useEffect(close, [location.pathname, isMobile]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        document.getElementById('menu-toggle')?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="StudyLoop home">
          <span className="brand__mark"><LoopIcon size={20} strokeWidth={2.6} /></span>
          <span className="brand__name">StudyLoop</span>
        </Link>
        {!isMobile && <MainNav variant="bar" />}
        {!isMobile && <HeaderAuth variant="bar" />}
        {isMobile && (
          <button
            id="menu-toggle"
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
        )}
      </div>
      {isMobile && menuOpen && (
        <div id="mobile-menu" className="mobile-menu">
          <div className="container mobile-menu__inner">
            <MainNav variant="panel" onNavigate={close} />
            <HeaderAuth variant="panel" onNavigate={close} />
          </div>
        </div>
      )}
    </header>
  );
}
