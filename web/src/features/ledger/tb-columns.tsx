import { Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import type { DataColumn } from '../../components/data-table/columns';
import { formatNumber } from '../../lib/format';
import { JOURNAL_PATH } from '../../lib/links';
import type { TbDisplayRow } from './tb-rows';

const AMOUNT_TITLES = {
  opening_debit: 'Dư Nợ đầu kỳ',
  opening_credit: 'Dư Có đầu kỳ',
  period_debit: 'Phát sinh Nợ',
  period_credit: 'Phát sinh Có',
  closing_debit: 'Dư Nợ cuối kỳ',
  closing_credit: 'Dư Có cuối kỳ',
} as const;

/** What 1311's two sides mean (business rules §9: 131 read on both sides). */
export const BOTH_SIDES = 'Dư Nợ: tổng các lượt thuê còn nợ; Dư Có: tổng các lượt thuê trả trước — cộng theo từng đối tượng, không bù trừ giữa các khách';

const cell = (r: TbDisplayRow) => ({ style: r.isTotal ? { fontWeight: 700, background: '#f0f5ff' } : {} });

/** Columns of the trial balance; an account links to its lines in the journal for the same period. */
export function tbColumns(period: { from: string; to: string; building: string }): DataColumn<TbDisplayRow>[] {
  const journalOf = (account: string) =>
    `${JOURNAL_PATH}?${new URLSearchParams({ from: period.from, to: period.to, building: period.building, account }).toString()}`;
  return [
    {
      key: 'account',
      title: 'Tài khoản',
      dataIndex: 'account',
      width: 84,
      onCell: cell,
      render: (v: string, r) =>
        r.isTotal ? (
          ''
        ) : (
          <Link to={journalOf(v)} title="Xem các bút toán của tài khoản trong kỳ">
            {v}
          </Link>
        ),
    },
    {
      key: 'name',
      title: 'Tên tài khoản',
      dataIndex: 'name',
      width: 200,
      onCell: cell,
      render: (v: string, r) =>
        r.by_object ? (
          <Space size={4} wrap>
            <span>{v}</span>
            <Tooltip title={BOTH_SIDES}>
              <Tag color="blue">Dư hai bên</Tag>
            </Tooltip>
          </Space>
        ) : (
          v
        ),
    },
    ...(Object.entries(AMOUNT_TITLES) as [keyof typeof AMOUNT_TITLES, string][]).map(([key, title]): DataColumn<TbDisplayRow> => ({
      key,
      title,
      dataIndex: key,
      exportAs: 'number',
      align: 'right',
      width: 124,
      onCell: cell,
      render: (v: number, r) => (v || r.isTotal ? formatNumber(v) : ''),
    })),
  ];
}
