import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { IconInput } from '../../../components/ui/icon-input';
import { MailIcon, ShieldIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast/toast-store';
import { usePromote } from '../hooks/use-promote';

/** 'Admin Controls': promote another account by e-mail. The server decides who may. */
export function PromoteForm({ isAdmin }: { isAdmin: boolean }) {
  const [email, setEmail] = useState('');
  const promote = usePromote(() => setEmail(''));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (promote.isPending) return;
    const trimmed = email.trim();
    if (!trimmed) {
      toast({ title: 'Error', description: 'Please enter an email address', variant: 'destructive' });
      return;
    }
    promote.mutate(trimmed);
  }

  return (
    <Card role="region" aria-labelledby="admin-controls-title">
      <CardHeader>
        <CardTitle id="admin-controls-title" as="h2"><ShieldIcon size={18} /> Admin Controls</CardTitle>
        <CardDescription>
          {isAdmin ? 'Give another user administrator access.' : 'These controls are for admins only. Your account is a regular user, so the server will refuse them.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <Field id="promote-email" label="Promote User to Admin">
            {(ids) => (
              <IconInput
                {...ids}
                icon={<MailIcon size={16} />}
                type="email"
                name="email"
                placeholder="user@example.com"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="destructive" loading={promote.isPending}>
            {promote.isPending ? 'Promoting...' : 'Promote to Admin'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
