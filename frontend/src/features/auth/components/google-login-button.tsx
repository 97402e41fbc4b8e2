import { Button } from '../../../components/ui/button';
import { GoogleIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast/toast-store';
import { GOOGLE_LOGIN_URL } from '../api/google-status-api';
import { useGoogleStatus } from '../hooks/use-google-status';

/**
 * 'Continue with Google' when the server has Google OAuth configured; otherwise an
 * aria-disabled 'Google Login (Not Available)' button that explains itself when clicked.
 */
export function GoogleLoginButton() {
  const { available } = useGoogleStatus();

  const onClick = () => {
    if (available) {
      window.location.assign(GOOGLE_LOGIN_URL);
      return;
    }
    toast({ title: 'Google Login Unavailable', description: 'Google OAuth is not configured for this application', variant: 'destructive' });
  };

  return (
    <Button variant="outline" size="lg" block aria-disabled={!available || undefined} onClick={onClick}>
      <GoogleIcon size={18} />
      {available ? 'Continue with Google' : 'Google Login (Not Available)'}
    </Button>
  );
}
