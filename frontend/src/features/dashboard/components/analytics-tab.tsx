import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyDataPoint } from '@studyloop/events';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const CHART_STYLE = { width: '100%', height: 260 };
const AXIS_TICK = { fill: 'var(--text-muted)', fontSize: 12 };
const TOOLTIP_STYLE = { background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 10, color: 'var(--text)' };

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Today's place in the Monday-first week, in the learner's time zone (the server's weeks are counted there). */
export function weekdayIndex(now: Date, timeZone: string | undefined): number {
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  } catch {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(now);
  }
  return WEEKDAYS.indexOf(name);
}

/** Days still to come have no figures yet: null, so the charts leave them empty instead of drawing 0. */
export function withoutFutureDays(points: WeeklyDataPoint[], todayIndex: number): ChartPoint[] {
  return points.map((point, i) => (todayIndex >= 0 && i > todayIndex ? { name: point.name, studyTime: null, accuracy: null } : point));
}

type ChartPoint = { name: string; studyTime: number | null; accuracy: number | null };

/** Spec: line chart 'Weekly Study Time' and bar chart 'Weekly Accuracy', by day name (Mon–Sun). */
export function AnalyticsTab({ weeklyData: points, timeZone }: { weeklyData: WeeklyDataPoint[]; timeZone?: string }) {
  const weeklyData = withoutFutureDays(points, weekdayIndex(new Date(), timeZone));
  return (
    <div className="dashboard__charts">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Weekly Study Time</CardTitle>
          <CardDescription>Minutes studied each day this week</CardDescription>
        </CardHeader>
        <CardContent>
          <LineChart responsive style={CHART_STYLE} data={weeklyData} margin={{ top: 8, right: 12, bottom: 0, left: -12 }} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="name" tick={AXIS_TICK} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} />
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => [value == null ? 'not yet' : `${value} min`, 'Study time']} />
            <Line type="monotone" dataKey="studyTime" name="Study time" stroke="var(--primary)" strokeWidth={3} dot={{ r: 4 }} isAnimationActive={false} />
          </LineChart>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Weekly Accuracy</CardTitle>
          <CardDescription>Share of flashcard and quiz answers you got right</CardDescription>
        </CardHeader>
        <CardContent>
          <BarChart responsive style={CHART_STYLE} data={weeklyData} margin={{ top: 8, right: 12, bottom: 0, left: -12 }} accessibilityLayer>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="name" tick={AXIS_TICK} />
            <YAxis domain={[0, 100]} tick={AXIS_TICK} />
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => [value == null ? 'not yet' : `${value}%`, 'Accuracy']} />
            <Bar dataKey="accuracy" name="Accuracy" fill="var(--accent)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </CardContent>
      </Card>
    </div>
  );
}
