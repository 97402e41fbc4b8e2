/** Main navigation, in order (spec section 2, "Header and footer"). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/notes', label: 'Notes' },
  { to: '/flashcards', label: 'Flashcards' },
  { to: '/materials', label: 'Materials' },
  { to: '/study-groups', label: 'Study Groups' },
  { to: '/chat', label: 'AI Chat' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/pricing', label: 'Pricing' },
] as const;

/** Below this width the navigation collapses into a menu toggle. */
export const MOBILE_NAV_QUERY = '(max-width: 767px)';
