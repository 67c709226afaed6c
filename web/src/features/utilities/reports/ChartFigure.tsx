import { Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chart-spec';

// The chart library is fetched when a chart is first drawn, not with the screen (scripts/web-weight.ts).
const ComboChart = lazy(() => import('./charts'));

/**
 * A chart with its title and a one-sentence summary of what it shows, as a figure: the title names
 * it for screen readers, the summary says in words what the bars say (the table below has every figure).
 */
export function ChartFigure({ title, summary, spec }: { title: string; summary: string; spec: ChartSpec }) {
  return (
    <figure aria-label={title} style={{ margin: '0 0 12px' }}>
      <Typography.Text strong>{title}</Typography.Text>
      {spec.data.length > 0 ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <ComboChart spec={spec} />
        </Suspense>
      ) : null}
      <figcaption>
        <Typography.Text type="secondary">{summary}</Typography.Text>
      </figcaption>
    </figure>
  );
}
