import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingBlock } from '../../components/ui/spinner';
import type { CurrentUser } from './auth-api';
import { useUser } from './use-user';

export interface RequireAuthProps {
  /** Rendered with the signed-in user. */
  children: (user: CurrentUser) => ReactNode;
  /** Shown while the user loads (e.g. 'Verifying access...'). */
  loadingMessage?: string;
  /** Where logged-out visitors go (default /auth). */
  redirectTo?: string;
}

/** Renders its children only for a signed-in user; logged-out visitors are sent to /auth. */
export function RequireAuth({ children, loadingMessage = 'Loading...', redirectTo = '/auth' }: RequireAuthProps) {
  const { user, isPending } = useUser();
  if (isPending) return <LoadingBlock message={loadingMessage} />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return <>{children(user)}</>;
}
