import type { JobStatisticsQuery } from '@/lib/graphql/generated/operations';
import styles from './job-manager.module.scss';

type Day = NonNullable<JobStatisticsQuery['jobStatistics']>['days'][number];

const WIDTH = 600;
const HEIGHT = 180;
const PAD = 24;

/**
 * Views per day as bars and applications as dots, drawn as inline SVG (no chart library, no script). The
 * picture has a text name; the table beside it carries every figure for screen readers and keyboard users.
 */
export function JobStatsChart({ days, label }: { days: Day[]; label: string }) {
  const top = Math.max(1, ...days.map((d) => Math.max(d.views, d.applications)));
  const step = (WIDTH - 2 * PAD) / Math.max(1, days.length);
  const y = (value: number) => HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - PAD} y2={HEIGHT - PAD} stroke="#52606d" />
      <text x={PAD} y={PAD - 8} fontSize="12" fill="#52606d">
        {top}
      </text>
      {days.map((d, i) => (
        <rect
          key={d.day}
          x={PAD + i * step + step * 0.15}
          y={y(d.views)}
          width={step * 0.7}
          height={HEIGHT - PAD - y(d.views)}
          fill="#2f6db5"
        />
      ))}
      {days.map((d, i) =>
        d.applications > 0 ? (
          <circle key={d.day} cx={PAD + i * step + step / 2} cy={y(d.applications)} r={4} fill="#b54708" />
        ) : null,
      )}
      <text x={PAD} y={HEIGHT - 6} fontSize="12" fill="#52606d">
        {days[0]?.day.split('-').reverse().join('.')}
      </text>
      <text x={WIDTH - PAD} y={HEIGHT - 6} fontSize="12" fill="#52606d" textAnchor="end">
        {days.at(-1)?.day.split('-').reverse().join('.')}
      </text>
    </svg>
  );
}
