import { Card, Col, Row } from 'antd';
import type { Dashboard } from '../../../../../shared/api/rooms/dashboard';
import { Figure } from './Figure';
import { overallTiles } from './overall';

/** The overall block: what to do today over the chosen buildings (one, or all), above the buildings' own blocks. */
export function OverallFigures({ data, scope, phone }: { data: Dashboard; scope: string; phone: boolean }) {
  return (
    <Card title={`Việc cần làm – ${scope}`} size="small" styles={{ body: { padding: 12 } }}>
      <Row gutter={[8, 8]}>
        {overallTiles(data).map((t) => (
          <Col key={t.title} xs={12} md={8} xl={6} xxl={4}>
            <Figure title={t.title} value={t.value} to={t.to} rows={t.rows} max={phone ? 2 : 6} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
