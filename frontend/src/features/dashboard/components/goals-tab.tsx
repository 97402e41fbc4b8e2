import type { DashboardStats } from '@studyloop/events';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Goals & Progress: the daily goal (minutes today) and the weekly goal (days the daily goal was met). */
export function GoalsTab({ stats, onChangeGoal }: { stats: DashboardStats; onChangeGoal?: () => void }) {
  const remaining = Math.max(0, stats.dailyGoal - stats.todayStudyTime);
  const goalsLeft = Math.max(0, stats.totalGoals - stats.completedGoals);
  return (
    <div className="dashboard__goals">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Daily Goal</CardTitle>
          <CardDescription>Minutes of study today</CardDescription>
        </CardHeader>
        <CardContent className="stack">
          <p className="dashboard__goal-figure" data-testid="daily-goal-figure">{stats.todayStudyTime} / {stats.dailyGoal} minutes</p>
          <Progress value={stats.todayStudyTime} max={stats.dailyGoal} tone={remaining === 0 ? 'success' : 'brand'} label="Daily goal" />
          <p className="text-muted">{remaining === 0 ? 'Daily goal reached. Well done!' : `${plural(remaining, 'minute')} remaining`}</p>
          {onChangeGoal && <Button variant="link" size="sm" onClick={onChangeGoal}>Change daily goal</Button>}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Weekly Goal</CardTitle>
          <CardDescription>Days this week (Mon–Sun) you reached your daily goal</CardDescription>
        </CardHeader>
        <CardContent className="stack">
          <p className="dashboard__goal-figure">{stats.completedGoals} / {stats.totalGoals} goals completed</p>
          <Progress value={stats.completedGoals} max={stats.totalGoals} tone={goalsLeft === 0 ? 'success' : 'brand'} label="Weekly goal" />
          <p className="text-muted">{goalsLeft === 0 ? 'Every goal this week reached!' : `${plural(goalsLeft, 'goal')} remaining`}</p>
        </CardContent>
      </Card>
    </div>
  );
}
