import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { NAV_LINKS } from './nav-links';

/** The main navigation links; the current one is highlighted (and has aria-current="page"). */
export function MainNav({ variant, onNavigate }: { variant: 'bar' | 'panel'; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className={cn('main-nav', `main-nav--${variant}`)}>
      <ul className="main-nav__list">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/'}
              className={({ isActive }) => cn('main-nav__link', isActive && 'main-nav__link--active')}
              onClick={onNavigate}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
