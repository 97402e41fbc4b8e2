import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { IconInput } from '../../../components/ui/icon-input';
import { MailIcon, UserIcon } from '../../../components/ui/icons';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast/toast-store';
import { useRegister } from '../hooks/use-register';
import { MIN_PASSWORD_LENGTH, validateSignup, type ValidationProblem } from '../signup-validation';

export function SignupForm() {
  const register = useRegister();
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<ValidationProblem | null>(null);

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (problem) setProblem(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const found = validateSignup(form.password, form.confirmPassword);
    setProblem(found);
    if (found) {
      toast({ title: found.title, description: found.description, variant: 'destructive' });
      return;
    }
    register.mutate({ username: form.username.trim(), email: form.email.trim(), password: form.password });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} aria-label="Sign Up">
      <Field id="signup-username" label="Username" hint="3-30 characters: letters, numbers, dot, dash or underscore.">
        {(ids) => (
          <IconInput
            {...ids}
            icon={<UserIcon size={16} />}
            name="username"
            autoComplete="username"
            placeholder="Choose a username"
            required
            value={form.username}
            onChange={set('username')}
          />
        )}
      </Field>
      <Field id="signup-email" label="Email">
        {(ids) => (
          <IconInput
            {...ids}
            icon={<MailIcon size={16} />}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            required
            value={form.email}
            onChange={set('email')}
          />
        )}
      </Field>
      <Field id="signup-password" label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        {(ids) => (
          <PasswordInput
            {...ids}
            aria-invalid={problem?.field === 'password' || undefined}
            name="password"
            autoComplete="new-password"
            placeholder="Enter your password"
            required
            value={form.password}
            onChange={set('password')}
          />
        )}
      </Field>
      <Field id="signup-confirm-password" label="Confirm Password">
        {(ids) => (
          <PasswordInput
            {...ids}
            aria-invalid={problem?.field === 'confirmPassword' || undefined}
            name="confirmPassword"
            autoComplete="new-password"
            placeholder="Confirm your password"
            required
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
