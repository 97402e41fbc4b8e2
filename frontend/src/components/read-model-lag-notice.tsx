import { useEffect, useState } from 'react';
import { READ_MODEL_LAG_EVENT } from '../lib/api-client';
import './read-model-lag-notice.css';

const SHOWN_MS = 10_000;

/**
 * The server saved a change but answered before every list included it (it says so in a header):
 * rather than let a list look as if the change were lost, tell the learner it may lag for a moment.
 */
export function ReadModelLagNotice() {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    const show = () => setShownAt(Date.now());
    window.addEventListener(READ_MODEL_LAG_EVENT, show);
    return () => window.removeEventListener(READ_MODEL_LAG_EVENT, show);
  }, []);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  if (shownAt === null) return null;
  return (
    <div className="read-model-lag-notice" role="status" data-testid="read-model-lag-notice">
      Your change is saved. Some lists may lag behind for a moment.
      <button type="button" onClick={() => setShownAt(null)} aria-label="Dismiss">×</button>
    </div>
  );
}
