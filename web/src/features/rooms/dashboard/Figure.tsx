import { Card, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCount } from '../../../lib/format';

/** A line under a figure: plain text, or a link to the screen where that one row is acted on. */
export type FigureRow = string | { text: string; to: string };

/**
 * One figure: its count (or amount) links to the screen that lists it, a few of its rows under it and,
 * when it needs one, a second link (`footer`) — inside the card, never under it. Compact: a small
 * number and at most `max` rows, so a phone shows several figures per screen.
 */
export function Figure({
  title,
  value,
  to,
  rows = [],
  footer,
  max = 5,
}: {
  title: string;
  value: string | number;
  to?: string;
  rows?: FigureRow[];
  footer?: ReactNode;
  max?: number;
}) {
  const statistic = <Statistic title={title} value={typeof value === 'number' ? formatCount(value) : value} valueStyle={{ fontSize: 20, lineHeight: 1.3 }} />;
  return (
    <Card size="small" type="inner" style={{ height: '100%' }} styles={{ body: { padding: '8px 12px' } }}>
      {to ? (
        <Link to={to} aria-label={title}>
          {statistic}
        </Link>
      ) : (
        statistic
      )}
      {rows.length > 0 && (
        <ul className="dashboard-figure-rows" style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
          {rows.slice(0, max).map((r) => (
            <li key={typeof r === 'string' ? r : `${r.text}|${r.to}`} style={{ lineHeight: 1.4 }}>
              {typeof r === 'string' ? (
                <Typography.Text type="secondary">{r}</Typography.Text>
              ) : (
                <Link to={r.to}>
                  <Typography.Text type="secondary">{r.text}</Typography.Text>
                </Link>
              )}
            </li>
          ))}
          {rows.length > max && (
            <li>
              <Typography.Text type="secondary">… và {formatCount(rows.length - max)} dòng khác</Typography.Text>
            </li>
          )}
        </ul>
      )}
      {footer && <div style={{ marginTop: 4 }}>{footer}</div>}
    </Card>
  );
}
