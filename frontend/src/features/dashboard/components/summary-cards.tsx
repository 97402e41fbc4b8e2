import type { DashboardStats } from '@studyloop/events';
import { Card, CardContent } from '../../../components/ui/card';
import { ChartIcon, CheckIcon, TimerIcon, TrendingIcon } from '../../../components/ui/icons';
import { Progress } from '../../../components/ui/progress';
import type { ReactNode } from 'react';

/** '+X% from last week' (a drop reads '-X%'). */
export function fromLastWeek(change: number): string {
  return `${change >= 0 ? '+' : ''}${change}% from last week`;
}

/** Spec: study time in hours and minutes ("0h 25m"), never rounded away. */
export function formatStudyTime(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

function SummaryCard({ title, icon, value, children }: { title: string; icon: ReactNode; value: string; children: ReactNode }) {
  return (
    <Card className="dashboard__summary" role="group" aria-label={title}>
      <CardContent className="stack">
        <div className="dashboard__summary-head">
          <span>{title}</span>
          <span className="dashboard__summary-icon" aria-hidden="true">{icon}</span>
        </div>
        <p className="dashboard__summary-value">{value}</p>
        <div className="dashboard__summary-hint">{children}</div>
      </CardContent>
    </Card>
  );
}

/** The four summary cards of spec section 2 (Dashboard). */
export function SummaryCards({ stats }: { stats: DashboardStats }) {
  return (
    <div className="dashboard__summaries">
      <SummaryCard title="Total Study Time" icon={<TimerIcon size={18} />} value={formatStudyTime(stats.totalStudyTime)}>
        <p>{fromLastWeek(stats.improvements.studyTime)}</p>
        <p className="text-muted">{stats.totalStudyTime} minutes in total</p>
      </SummaryCard>
      <SummaryCard title="Current Streak" icon={<TrendingIcon size={18} />} value={days(stats.currentStreak)}>
        <p className="text-muted">Longest streak: {days(stats.longestStreak)}</p>
      </SummaryCard>
      <SummaryCard title="Accuracy Rate" icon={<CheckIcon size={18} />} value={`${stats.flashcardAccuracy}%`}>
        <p>{fromLastWeek(stats.improvements.accuracy)}</p>
      </SummaryCard>
      <SummaryCard title="Weekly Progress" icon={<ChartIcon size={18} />} value={`${stats.weeklyProgress}%`}>
        <Progress value={stats.weeklyProgress} label="Weekly progress" />
      </SummaryCard>
    </div>
  );
}
