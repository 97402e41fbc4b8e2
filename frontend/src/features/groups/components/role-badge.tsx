import { Badge } from '../../../components/ui/badge';
import { CrownIcon, ShieldIcon, UserIcon } from '../../../components/ui/icons';
import type { GroupRole } from '../api/groups-api';

const LOOK = {
  admin: { label: 'Admin', variant: 'warning', Icon: CrownIcon },
  moderator: { label: 'Moderator', variant: 'default', Icon: ShieldIcon },
  member: { label: 'Member', variant: 'neutral', Icon: UserIcon },
} as const;

/** Group roles with their icon and badge colour (spec section 6). */
export function RoleBadge({ role }: { role: GroupRole }) {
  const { label, variant, Icon } = LOOK[role];
  return <Badge variant={variant}><Icon size={12} /> {label}</Badge>;
}

export function OwnerBadge() {
  return <Badge variant="solid"><CrownIcon size={12} /> Owner</Badge>;
}
