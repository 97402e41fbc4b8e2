import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TrendingIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { serverMessage } from '../../../lib/api-client';
import { RequireAuth } from '../../../lib/auth/require-auth';
import { browserTimeZone, type Preferences } from '../api/dashboard-api';
import { useDashboard, usePreferences } from '../hooks/use-dashboard-data';
import { hasNoActivity, SAMPLE_DASHBOARD } from '../sample-data';
import { AnalyticsTab } from './analytics-tab';
import { GoalsTab } from './goals-tab';
import { useSavePreferences } from '../hooks/use-dashboard-writes';
import { PreferencesDialog } from './preferences-dialog';
import { ScheduleTab } from './schedule-tab';
import { SummaryCards } from './summary-cards';
import './dashboard.css';

/** /dashboard (spec section 2): computed from the learner's own events; a labelled sample until they have any. */
export function DashboardPage() {
  return (
    <div className="container page">
      <RequireAuth loadingMessage="Loading dashboard...">{() => <Dashboard />}</RequireAuth>
    </div>
  );
}

function Dashboard() {
  const dashboard = useDashboard();
  const preferences = usePreferences();
  const [settingsOpen, setSettingsOpen] = useState(false);

  if (dashboard.isPending) return <LoadingBlock message="Loading dashboard..." />;
  if (dashboard.isError) {
    return (
      <>
        <PageHeader title="Study Dashboard" />
        <Alert variant="destructive" title="Could not load your dashboard">
          {serverMessage(dashboard.error) ?? 'Please try again.'}
          <div><Button size="sm" variant="outline" onClick={() => void dashboard.refetch()}>Try again</Button></div>
        </Alert>
      </>
    );
  }

  const sample = hasNoActivity(dashboard.data);
  const { stats, weeklyData } = sample ? SAMPLE_DASHBOARD : dashboard.data;

  return (
    <>
      <PageHeader
        title="Study Dashboard"
        description="Your study time, streak, accuracy and goals, from what you actually did."
        actions={(
          <>
            <Badge variant="solid"><TrendingIcon size={14} /> {stats.currentStreak} day streak</Badge>
            {preferences.data && <Button size="sm" variant="outline" onClick={() => setSettingsOpen(true)}>Settings</Button>}
          </>
        )}
      />
      {sample && (
        <Alert variant="warning" title="Sample data">
          You have no study activity yet, so these figures are a sample. Complete a study session, review flashcards or take a quiz and your own progress appears here.
        </Alert>
      )}
      {preferences.data && !preferences.data.isSet && <TimeZoneHint preferences={preferences.data} />}

      <SummaryCards stats={stats} />

      <Tabs defaultValue="analytics">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="schedule">Today's Schedule</TabsTrigger>
          <TabsTrigger value="goals">Goals &amp; Progress</TabsTrigger>
        </TabsList>
        <TabsContent value="analytics"><AnalyticsTab weeklyData={weeklyData} timeZone={preferences.data?.timeZone} /></TabsContent>
        <TabsContent value="schedule"><ScheduleTab sample={sample} /></TabsContent>
        <TabsContent value="goals"><GoalsTab stats={stats} onChangeGoal={preferences.data ? () => setSettingsOpen(true) : undefined} /></TabsContent>
      </Tabs>

      {preferences.data && settingsOpen && (
        <PreferencesDialog open={settingsOpen} onOpenChange={setSettingsOpen} preferences={preferences.data} />
      )}
    </>
  );
}

/** Until the learner saves preferences their days are UTC days; offer the browser's zone in one click. */
function TimeZoneHint({ preferences }: { preferences: Preferences }) {
  const save = useSavePreferences();
  const zone = browserTimeZone();
  if (zone === preferences.timeZone) return null;
  return (
    <Alert variant="info" title="Count your days in your time zone">
      Your days, streak and schedule are counted in {preferences.timeZone}. Your browser is in {zone}.
      <div>
        <Button size="sm" variant="outline" loading={save.isPending} onClick={() => save.mutate({ dailyGoal: preferences.dailyGoal, timeZone: zone })}>
          Use {zone}
        </Button>
      </div>
    </Alert>
  );
}
