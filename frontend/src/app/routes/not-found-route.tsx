import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button-link';
import { ArrowLeftIcon } from '../../components/ui/icons';
import '../layout/app-layout.css';

/** Any unknown path (spec section 2). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="container page route-error">
      <p className="not-found__code text-gradient" aria-hidden="true">404</p>
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
