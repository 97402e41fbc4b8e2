import { HomeGroupsGrid } from '../../features/groups/components/home-groups-grid';
import { HomePage } from '../../features/home/components/home-page';

/** / — the home feature's page with the groups feature's 'Join Study Groups' grid composed in. */
export function HomeRoute() {
  return <HomePage groupsSection={<HomeGroupsGrid />} />;
}
