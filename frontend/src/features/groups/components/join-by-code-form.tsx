import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { groupsApi, type StudyGroup } from '../api/groups-api';
import { useGroupMutation } from '../hooks/use-groups';

/** Join with an invite code (non-empty after trimming). */
export function JoinByCodeForm({ onJoined }: { onJoined: (group: StudyGroup) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const join = useGroupMutation((inviteCode: string) => groupsApi.joinByCode(inviteCode), {
    failureTitle: 'Could not join the group',
    successToast: (group) => ({ title: 'Joined group', description: `You are now a member of ${group.name}.` }),
    onSuccess: (group) => { setCode(''); onJoined(group); },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Please enter an invite code');
    setError(null);
    join.mutate(code.trim());
  };
  return (
    <form className="join-code" onSubmit={submit} noValidate aria-label="Join with a code">
      <Input
        aria-label="Invite code"
        aria-invalid={error ? true : undefined}
        placeholder="Enter invite code"
        value={code}
        maxLength={64}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
      />
      <Button type="submit" variant="secondary" loading={join.isPending}>Join with code</Button>
      {error && <p className="field__error join-code__error" role="alert">{error}</p>}
    </form>
  );
}
