import { Typography } from 'antd';
import { formatMonth, formatNumber } from '../../lib/format';

interface Month {
  month: string;
  electricity: number | null;
  water: number | null;
}

/**
 * A room's 12 months of electricity and water as two rows of bars per month (CSS, no chart library:
 * the room page's chunk stays small; the utility reports load recharts for their larger charts).
 */
export function ConsumptionBars({ months }: { months: readonly Month[] }) {
  const maxE = Math.max(1, ...months.map((m) => m.electricity ?? 0));
  const maxW = Math.max(1, ...months.map((m) => m.water ?? 0));
  const bar = (value: number | null, max: number, colour: string, unit: string) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
      <div style={{ flex: 1, background: '#f0f0f0', height: 10, borderRadius: 2, minWidth: 40 }}>
        <div style={{ width: `${((value ?? 0) / max) * 100}%`, background: colour, height: '100%', borderRadius: 2 }} />
      </div>
      <span style={{ width: 64, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value === null ? '–' : `${formatNumber(value)} ${unit}`}</span>
    </div>
  );
  return (
    <div role="table" aria-label="Điện nước 12 tháng">
      <div role="row" style={{ display: 'grid', gridTemplateColumns: '64px 1fr 1fr', gap: 8, fontWeight: 600, marginBottom: 4 }}>
        <span role="columnheader">Tháng</span>
        <span role="columnheader">Điện (kWh)</span>
        <span role="columnheader">Nước (m³)</span>
      </div>
      {months.map((m) => (
        <div role="row" key={m.month} style={{ display: 'grid', gridTemplateColumns: '64px 1fr 1fr', gap: 8, alignItems: 'center', marginBottom: 2 }}>
          <Typography.Text role="cell">{formatMonth(`${m.month}-01`)}</Typography.Text>
          <span role="cell">{bar(m.electricity, maxE, '#1677ff', 'kWh')}</span>
          <span role="cell">{bar(m.water, maxW, '#13c2c2', 'm³')}</span>
        </div>
      ))}
    </div>
  );
}
