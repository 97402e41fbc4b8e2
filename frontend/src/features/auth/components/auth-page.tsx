import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useUser } from '../../../lib/auth/use-user';
import { AuthSidePanel } from './auth-side-panel';
import { GoogleLoginButton } from './google-login-button';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import './auth-page.css';

type AuthTab = 'login' | 'signup';

function useInitialTab(): AuthTab {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { tab?: string } | null)?.tab;
  return fromState === 'signup' || params.get('tab') === 'signup' ? 'signup' : 'login';
}

/** /auth — Login and Sign Up tabs; a signed-in user is sent to /. */
export function AuthPage() {
  const { user, isPending } = useUser();
  const initialTab = useInitialTab();

  if (user) return <Navigate to="/" replace />;

  return (
    <div className="container page auth-page">
      <div className="auth-layout">
        <Card className="auth-card">
          <CardHeader>
            <CardTitle as="h1" className="auth-card__title">Welcome to StudyLoop</CardTitle>
            <CardDescription>Sign in to your account or create a new one to start learning.</CardDescription>
          </CardHeader>
          <CardContent>
            {isPending ? (
              <LoadingBlock message="Checking your session..." />
            ) : (
              <div className="stack auth-card__body">
                <Tabs defaultValue={initialTab} key={initialTab}>
                  <TabsList full aria-label="Login or sign up">
                    <TabsTrigger value="login">Login</TabsTrigger>
                    <TabsTrigger value="signup">Sign Up</TabsTrigger>
                  </TabsList>
                  <TabsContent value="login" tabIndex={-1}>
                    <LoginForm />
                  </TabsContent>
                  <TabsContent value="signup" tabIndex={-1}>
                    <SignupForm />
                  </TabsContent>
                </Tabs>
                <div className="auth-divider" role="separator"><span>or</span></div>
                <GoogleLoginButton />
              </div>
            )}
          </CardContent>
        </Card>
        <AuthSidePanel />
      </div>
    </div>
  );
}
