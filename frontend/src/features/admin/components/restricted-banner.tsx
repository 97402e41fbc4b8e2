import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';

/** The red warning at the top of the admin panel; it stays until dismissed with 'I understand'. */
export function RestrictedBanner() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div role="alert" className="admin-banner">
      <ShieldIcon size={22} />
      <div className="admin-banner__body">
        <p className="admin-banner__title">RESTRICTED ACCESS AREA</p>
        <p>This area is for administrators only. All actions here are logged and monitored.</p>
      </div>
      <Button variant="destructive" size="sm" onClick={() => setDismissed(true)}>I understand</Button>
    </div>
  );
}
