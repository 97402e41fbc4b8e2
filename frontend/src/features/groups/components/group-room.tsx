import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { CloseIcon } from '../../../components/ui/icons';
import type { StudyGroup } from '../api/groups-api';
import { GroupChat } from './group-chat';
import { MembersPanel } from './members-panel';

/** A group opened from 'Chat': the live chat beside its members. */
export function GroupRoom({ group, userId, onClose }: { group: StudyGroup; userId: string; onClose: () => void }) {
  return (
    <Card className="group-room">
      <CardContent className="group-room__body">
        <Button variant="ghost" size="icon" className="group-room__close" aria-label="Close chat" onClick={onClose}><CloseIcon /></Button>
        <GroupChat group={group} userId={userId} />
        <MembersPanel group={group} userId={userId} onGone={onClose} />
      </CardContent>
    </Card>
  );
}
