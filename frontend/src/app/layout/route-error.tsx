import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-variants';
import { AlertIcon } from '../../components/ui/icons';
import '../../components/ui/feedback.css';
import './app-layout.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) {
    // A chunk that no longer exists after a deploy: a reload fetches the new build.
    if (/dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
      return 'A new version of StudyLoop is available. Reload the page to continue.';
    }
    return error.message;
  }
  return 'An unexpected error occurred.';
}

/** Error boundary for every route: the page failed, the header and footer stay. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="container page route-error" role="alert">
      <span className="empty-state__icon"><AlertIcon size={24} /></span>
      <h1 className="page-title">Something went wrong</h1>
      <p className="page-subtitle">{describe(error)}</p>
      <div className="row">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Link to="/" className={buttonClass({ variant: 'outline' })} reloadDocument>Back to Home</Link>
      </div>
    </div>
  );
}
