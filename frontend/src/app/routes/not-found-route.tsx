import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link';
import { ArrowLeftIcon, MapIcon } from '../../components/ui/icons';
import '../../components/ui/feedback.css';
import '../layout/app-layout.css';

/** Any unknown path (spec section 2). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="container page route-error">
      <span className="empty-state__icon not-found__icon"><MapIcon size={28} /></span>
      <h1 className="page-title">404 Page Not Found</h1>
      <p className="page-subtitle">
        We couldn't find <code>{pathname}</code>. It may have moved, or the link may be wrong.
      </p>
      <ButtonLink to="/" size="lg">
        <ArrowLeftIcon size={18} /> Back to Home
      </ButtonLink>
    </div>
  );
}
