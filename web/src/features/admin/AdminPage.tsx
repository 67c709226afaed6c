import { Col, Row } from 'antd';
import { BankWalletsCard } from './BankWalletsCard';
import { ClearDatabaseCard } from './ClearDatabaseCard';
import { CollectionsCard } from './CollectionsCard';
import { DbInfoCard } from './DbInfoCard';
import { PricesCard } from './PricesCard';
import { UsersCard } from './UsersCard';
import { ChototSettingsCard } from './ChototSettingsCard';
import { PayeesCard } from './PayeesCard';
import { UtilitySettingsCard } from './UtilitySettingsCard';

/** Admin area (admin only): user accounts, record counts, database facts, clearing test data. */
export default function AdminPage() {
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <UsersCard />
      </Col>
      <Col span={24}>
        <BankWalletsCard />
      </Col>
      <Col span={24}>
        <PricesCard />
      </Col>
      <Col span={24}>
        <PayeesCard />
      </Col>
      <Col span={24}>
        <ChototSettingsCard />
      </Col>
      <Col span={24}>
        <UtilitySettingsCard />
      </Col>
      <Col xs={24} xl={12}>
        <CollectionsCard />
      </Col>
      <Col xs={24} xl={12}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <DbInfoCard />
          </Col>
          <Col span={24}>
            <ClearDatabaseCard />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
