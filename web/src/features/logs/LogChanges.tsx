import { Descriptions } from 'antd';
import type { LogEntry } from '../../../../shared/api/logs';

const show = (v: unknown) => (v === undefined ? '—' : <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(v, null, 2)}</pre>);

/** Before and after of one logged change, for the row's expansion. */
export function LogChanges({ entry }: { entry: LogEntry }) {
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label="Trước">{show(entry.before)}</Descriptions.Item>
      <Descriptions.Item label="Sau">{show(entry.after)}</Descriptions.Item>
    </Descriptions>
  );
}
