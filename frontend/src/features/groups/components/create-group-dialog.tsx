import { GROUP_MAX_MEMBERS_LIMIT } from '@studyloop/events';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { groupsApi, type StudyGroup } from '../api/groups-api';
import { useGroupMutation } from '../hooks/use-groups';

const DEFAULT_MAX_MEMBERS = 20;

/** 'Create Group': name required (trimmed); new groups are private until the owner makes them public. */
export function CreateGroupDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (group: StudyGroup) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [maxMembers, setMaxMembers] = useState(String(DEFAULT_MAX_MEMBERS));
  const [error, setError] = useState<string | null>(null);
  const create = useGroupMutation(groupsApi.create, {
    failureTitle: 'Could not create the group',
    successToast: (group) => ({ title: 'Group created', description: `Share the invite code ${group.inviteCode} to add people.` }),
    onSuccess: (group) => {
      setName(''); setDescription(''); setMaxMembers(String(DEFAULT_MAX_MEMBERS));
      onOpenChange(false);
      onCreated(group);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Group name is required');
    const max = Number(maxMembers);
    if (!Number.isInteger(max) || max < 2 || max > GROUP_MAX_MEMBERS_LIMIT) return setError(`Maximum members must be a whole number from 2 to ${GROUP_MAX_MEMBERS_LIMIT}`);
    setError(null);
    create.mutate({ name: name.trim(), description: description.trim(), maxMembers: max });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Group"
      description="New groups are private: people join with the invite code. You can make the group public later."
    >
      <form className="stack" onSubmit={submit} noValidate>
        <Field label="Group name" error={error && error.startsWith('Group name') ? error : undefined}>
          {(ids) => <Input {...ids} value={name} maxLength={80} placeholder="e.g. Biology 101 study group" onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Description (optional)">
          {(ids) => <Textarea {...ids} rows={3} maxLength={500} value={description} placeholder="What will you study together?" onChange={(e) => setDescription(e.target.value)} />}
        </Field>
        <Field label="Maximum members" error={error && error.startsWith('Maximum') ? error : undefined}>
          {(ids) => <Input {...ids} type="number" min={2} max={GROUP_MAX_MEMBERS_LIMIT} value={maxMembers} onChange={(e) => setMaxMembers(e.target.value)} />}
        </Field>
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" loading={create.isPending}>Create Group</Button>
        </div>
      </form>
    </Dialog>
  );
}
