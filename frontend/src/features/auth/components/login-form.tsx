import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { IconInput } from '../../../components/ui/icon-input';
import { MailIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { useLogin } from '../hooks/use-login';

export function LoginForm() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-label="Login">
      <Field id="login-email" label="Email">
        {(ids) => (
          <IconInput
            {...ids}
            icon={<MailIcon size={16} />}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field id="login-password" label="Password">
        {(ids) => (
          <PasswordInput
            {...ids}
            name="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
