import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

export const BALANCED_TEXT = 'Cân đối';
export const UNBALANCED_TEXT = 'KHÔNG cân đối';

/** Whether the books balance, at a glance: green "Cân đối" or red "KHÔNG cân đối". */
export function BalanceTag({ balanced, detail }: { balanced: boolean; detail?: string }) {
  return balanced ? (
    <Tag color="success" icon={<CheckCircleOutlined />} data-testid="balance-tag" style={{ fontSize: 14, padding: '2px 10px' }}>
      {BALANCED_TEXT}
      {detail ? `: ${detail}` : ''}
    </Tag>
  ) : (
    <Tag color="error" icon={<CloseCircleOutlined />} data-testid="balance-tag" style={{ fontSize: 14, padding: '2px 10px', fontWeight: 600 }}>
      {UNBALANCED_TEXT}
      {detail ? `: ${detail}` : ''}
    </Tag>
  );
}
