import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './dashboard.module.css';

/** A series: the data key it draws and the words its legend says. */
export interface Series {
  key: string;
  label: string;
  colour: string;
}

interface Props {
  data: readonly Record<string, string | number>[];
  /** The key of each bar's label (the category). */
  category: string;
  series: readonly Series[];
  /** Bars stacked into one per category, or side by side. */
  stacked?: boolean;
  /** Categories down the side (long names), or along the bottom. */
  horizontal?: boolean;
  unit?: string;
}

/**
 * A bar chart from recharts. It is drawn for the eye only: the same numbers are in the table that
 * follows each chart, which is what a screen reader or keyboard user reads, so the picture is
 * hidden from them and takes no focus.
 */
export function BarsChart({ data, category, series, stacked = false, horizontal = false, unit }: Props) {
  // Nothing to draw: the table beneath says so in words.
  if (data.length === 0) return null;
  const height = horizontal ? Math.max(160, 36 * data.length + 60) : 260;
  return (
    <div className={styles.chart} aria-hidden="true" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data as Record<string, string | number>[]}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} unit={unit} />
              <YAxis type="category" dataKey={category} width={180} />
            </>
          ) : (
            <>
              <XAxis dataKey={category} />
              <YAxis allowDecimals={false} unit={unit} />
            </>
          )}
          <Tooltip />
          <Legend />
          {series.map((each) => (
            <Bar
              key={each.key}
              dataKey={each.key}
              name={each.label}
              fill={each.colour}
              isAnimationActive={false}
              {...(stacked ? { stackId: 'all' } : {})}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
