import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-variants';
import { CrownIcon, LogOutIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { displayName } from '../../lib/auth/auth-api';
import { useLogout } from '../../lib/auth/use-logout';
import { useUser } from '../../lib/auth/use-user';

/** Header account area: pulsing placeholder while loading, Login/Sign Up Free, or the user and Logout. */
export function HeaderAuth({ variant, onNavigate }: { variant: 'bar' | 'panel'; onNavigate?: () => void }) {
  const { user, isPending } = useUser();
  const logout = useLogout();
  const block = variant === 'panel';

  if (isPending) {
    return (
      <div className={cn('header-auth', `header-auth--${variant}`)} role="status" aria-label="Loading account">
        <span className="header-auth__placeholder pulse" />
        <span className="header-auth__placeholder header-auth__placeholder--wide pulse" />
      </div>
    );
  }

  if (!user) {
    return (
      <div className={cn('header-auth', `header-auth--${variant}`)}>
        <Link to="/auth" className={buttonClass({ variant: 'ghost', size: 'sm', block })} onClick={onNavigate}>
          Login
        </Link>
        <Link
          to="/auth"
          state={{ tab: 'signup' }}
          className={buttonClass({ variant: 'primary', size: 'sm', block })}
          onClick={onNavigate}
        >
          Sign Up Free
        </Link>
      </div>
    );
  }

  const name = displayName(user);
  const tier = user.isAdmin ? 'admin' : user.subscriptionTier;
  const paid = tier !== 'free';
  return (
    <div className={cn('header-auth', `header-auth--${variant}`)}>
      <span className="user-chip" data-testid="header-user">
        <span className="user-chip__avatar" aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        <span className="user-chip__name" title={name}>{name}</span>
        {paid && (
          <span className="user-chip__tier" role="img" aria-label={`${tier} plan`} title={`${tier} plan`}>
            <CrownIcon size={14} />
          </span>
        )}
      </span>
      <Button variant="outline" size="sm" block={block} loading={logout.isPending} onClick={() => logout.mutate()}>
        {!logout.isPending && <LogOutIcon size={16} />}
        Logout
      </Button>
    </div>
  );
}
