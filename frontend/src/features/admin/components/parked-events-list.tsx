import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useParkedEvents } from '../hooks/use-admin-lists';

/**
 * Events a read model could not apply and set aside so everyone else's updates kept flowing. Each
 * names the projection, the event and the error; after a fix an operator replays them with
 * `npm run projections:replay-parked -- <projection>`.
 */
export function ParkedEventsList() {
  const parked = useParkedEvents();
  return (
    <Card role="region" aria-labelledby="parked-title" className="admin-audit">
      <CardHeader>
        <CardTitle id="parked-title" as="h2">Parked Events</CardTitle>
        <CardDescription>
          Events a read model could not apply. Fix the cause, then run <code>npm run projections:replay-parked -- &lt;projection&gt;</code>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {parked.isPending && <Skeleton height={64} />}
        {parked.isError && <p className="text-muted">Could not load the parked events.</p>}
        {parked.data && parked.data.events.length === 0 && <p className="text-muted">No parked events: every read model is up to date.</p>}
        {parked.data && parked.data.events.length > 0 && (
          <ol className="admin-audit__list" aria-label="Parked events">
            {parked.data.events.map((e) => (
              <li key={`${e.projection}:${e.eventId}`}>
                <span>
                  <strong>{e.projection}</strong>: {e.type} in {e.streamId} (version {e.streamVersion}) — {e.error}
                  {e.attempts > 1 ? ` (${e.attempts} attempts)` : ''}
                </span>
                <time className="text-muted" dateTime={e.parkedAt}>{new Date(e.parkedAt).toLocaleString()}</time>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
