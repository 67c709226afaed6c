import { Col, Row, Tabs } from 'antd';
import { useUrlState } from '../../components/filters/use-url-state';
import { BankWalletsCard } from './BankWalletsCard';
import { ClearDatabaseCard } from './ClearDatabaseCard';
import { CollectionsCard } from './CollectionsCard';
import { DbInfoCard } from './DbInfoCard';
import { PricesCard } from './PricesCard';
import { UsersCard } from './UsersCard';
import { ChototSettingsCard } from './ChototSettingsCard';
import { PayeesCard } from './PayeesCard';
import { UtilitySettingsCard } from './UtilitySettingsCard';
import { GoLivePanel } from '../go-live';

/**
 * The admin area's parts, one tab each (issue 23 §12): the page draws only the part asked for (the
 * user accounts first, the daily errand), not nine cards at once; the tab is in the address.
 */
const PARTS = [
  { key: 'users', label: 'Tài khoản', children: <UsersCard /> },
  { key: 'bank', label: 'Tài khoản ngân hàng', children: <BankWalletsCard /> },
  { key: 'prices', label: 'Giá điện nước', children: <PricesCard /> },
  { key: 'payees', label: 'Người nhận tiền', children: <PayeesCard /> },
  { key: 'chotot', label: 'Chợ Tốt', children: <ChototSettingsCard /> },
  { key: 'utilities', label: 'Ngưỡng cảnh báo', children: <UtilitySettingsCard /> },
  { key: 'go-live', label: 'Nhập dữ liệu ban đầu', children: <GoLivePanel /> },
  {
    key: 'data',
    label: 'Dữ liệu',
    children: (
      <Row gutter={[16, 16]}>
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
    ),
  },
];
const asPart = (tab: string) => (PARTS.some((p) => p.key === tab) ? tab : 'users');

/** Admin area (admin only): user accounts, bank accounts, prices and settings, record counts, database facts, clearing test data. */
export default function AdminPage() {
  const [f, set] = useUrlState({ tab: 'users' });
  return <Tabs activeKey={asPart(f.tab)} onChange={(tab) => set({ tab })} items={PARTS} />;
}
