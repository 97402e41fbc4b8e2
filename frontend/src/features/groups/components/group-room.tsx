import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { CloseIcon } from '../../../components/ui/icons';
import type { StudyGroup } from '../api/groups-api';
import { GroupChat } from './group-chat';
import { MembersPanel } from './members-panel';
import { SharedNotesPanel } from './shared-notes-panel';

/** A group opened from 'Chat': the live chat beside its members (hidden once the viewer is no longer a member). */
export function GroupRoom({ group, userId, member, onClose }: { group: StudyGroup; userId: string; member: boolean; onClose: () => void }) {
  return (
    <Card className="group-room">
      <CardContent className={member ? 'group-room__body' : 'group-room__body group-room__body--solo'}>
        <Button variant="ghost" size="icon" className="group-room__close" aria-label="Close chat" onClick={onClose}><CloseIcon /></Button>
        <GroupChat group={group} userId={userId} />
        {member && (
          <div className="group-room__side">
            <MembersPanel group={group} userId={userId} onGone={onClose} />
            <SharedNotesPanel groupId={group.id} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
