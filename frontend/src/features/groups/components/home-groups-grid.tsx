import { Card, CardContent } from '../../../components/ui/card';
import { UsersIcon } from '../../../components/ui/icons';

/**
 * PLACEHOLDER for the groups engineer: Home's 'Join Study Groups' grid of public groups (name,
 * description, invite code, Join Group). Replace this body, keep the export name `HomeGroupsGrid`;
 * app/routes/home-route.tsx already renders it on Home.
 */
export function HomeGroupsGrid() {
  return (
    <section className="container home-section" aria-labelledby="groups-title">
      <h2 id="groups-title" className="home-section__title">Join Study Groups</h2>
      <Card>
        <CardContent className="row text-muted">
          <UsersIcon size={18} /> Public study groups will appear here.
        </CardContent>
      </Card>
    </section>
  );
}
