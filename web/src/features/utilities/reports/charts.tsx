import { theme } from 'antd';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber, formatPercent } from '../../../lib/format';
import type { ChartSpec } from './chart-spec';

/**
 * The only module that imports the chart library (recharts, SVG): ChartFigure loads it on demand, so
 * it travels in a chunk of its own that only the utility report screens ask for. Colours are antd's
 * theme tokens, so the charts match the tables and tags around them.
 */
export default function ComboChart({ spec }: { spec: ChartSpec }) {
  const { token } = theme.useToken();
  const palette = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token['purple-6'], token['cyan-6']];
  const series = [...spec.bars, ...(spec.lines ?? [])];
  const colour = (key: string) => palette[series.findIndex((s) => s.key === key) % palette.length];
  const unitOf = (axis: string | undefined) => spec.axes.find((a) => a.id === (axis ?? spec.axes[0]!.id))?.unit ?? '';
  // A rate reads as everywhere else (`12,5%`, issue 23 §6); units and đồng after the number.
  const figure = (v: number, unit: string) => (unit === '%' ? formatPercent(v) : `${formatNumber(v)} ${unit}`);
  return (
    <ResponsiveContainer width="100%" height={spec.height ?? 300}>
      <ComposedChart data={spec.data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={spec.x} tick={{ fontSize: 12 }} />
        {spec.axes.map((a, i) => (
          <YAxis
            key={a.id}
            yAxisId={a.id}
            orientation={i === 0 ? 'left' : 'right'}
            tick={{ fontSize: 12 }}
            tickFormatter={(v: number) => (a.unit === '%' ? formatPercent(v) : formatNumber(v))}
            label={{ value: a.unit, angle: -90, position: i === 0 ? 'insideLeft' : 'insideRight', fontSize: 12 }}
          />
        ))}
        <Tooltip formatter={(v, name, item) => [figure(Number(v), unitOf(series.find((s) => s.key === item.dataKey)?.axis)), name]} />
        <Legend />
        {spec.bars.map((b) => (
          <Bar
            key={b.key}
            dataKey={b.key}
            name={b.name}
            yAxisId={b.axis ?? spec.axes[0]!.id}
            stackId={b.stack}
            fill={colour(b.key)}
            isAnimationActive={false}
          />
        ))}
        {(spec.lines ?? []).map((l) => (
          <Line
            key={l.key}
            dataKey={l.key}
            name={l.name}
            yAxisId={l.axis ?? spec.axes[0]!.id}
            stroke={colour(l.key)}
            strokeWidth={2}
            dot
            connectNulls={false}
            type="monotone"
            isAnimationActive={false}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
