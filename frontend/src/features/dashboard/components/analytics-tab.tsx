import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyDataPoint } from '@studyloop/events';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const CHART_STYLE = { width: '100%', height: 260 };
const AXIS_TICK = { fill: 'var(--text-muted)', fontSize: 12 };
const TOOLTIP_STYLE = { background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 10, color: 'var(--text)' };

/** Spec: line chart 'Weekly Study Time' and bar chart 'Weekly Accuracy', by day name (Mon–Sun). */
export function AnalyticsTab({ weeklyData }: { weeklyData: WeeklyDataPoint[] }) {
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
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => [`${value} min`, 'Study time']} />
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
            <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(value) => [`${value}%`, 'Accuracy']} />
            <Bar dataKey="accuracy" name="Accuracy" fill="var(--accent)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </CardContent>
      </Card>
    </div>
  );
}
