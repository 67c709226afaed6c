import { DownloadOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Popconfirm, Progress, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { invalidateAffected } from '../../api/query-keys';
import { notify } from '../../api/notify';
import { downloadUrl } from '../../components/data-table/download';
import { formatNumber } from '../../lib/format';
import { fileAsBase64 } from '../../lib/read-file';
import { vnToday } from '../../../../shared/dates';
import {
  goLiveCommit,
  goLiveDryRun,
  goLiveTemplate,
  MAX_WORKBOOK_BYTES,
  MAX_WORKBOOK_TEXT,
  type GoLiveProblem,
  type GoLiveProgress,
} from '../../../../shared/api/go-live';
import type { ResponseOf } from '../../../../shared/api/endpoint';

type DryRun = ResponseOf<typeof goLiveDryRun>;
type AccountRow = DryRun['accounts'][number];

const COUNTS: { key: keyof DryRun['counts']; label: string }[] = [
  { key: 'rooms', label: 'Phòng mới' },
  { key: 'rooms_existing', label: 'Phòng đã có' },
  { key: 'stays', label: 'Lượt thuê' },
  { key: 'customers', label: 'Khách hàng' },
  { key: 'vehicles', label: 'Xe' },
  { key: 'deposits', label: 'Cọc giữ chỗ' },
  { key: 'readings', label: 'Chỉ số đồng hồ' },
  { key: 'debts', label: 'Khoản công nợ' },
  { key: 'balances', label: 'Số dư' },
  { key: 'opening_entries', label: 'Bút toán số dư đầu' },
];

const money = (v: number) => formatNumber(v);

/** Calls of the commit at most before the screen asks the admin to press again (each writes ~20 s). */
const MAX_COMMIT_CALLS = 30;

/**
 * Nhập dữ liệu ban đầu: download the template, choose the cut-over date, upload the filled workbook
 * and read the dry run (what it will create, the opening entries per account, every mistake with its
 * sheet, row and column). The dry run writes nothing. Only a clean dry run offers "Ghi dữ liệu": after
 * the admin confirms the totals, the same file is committed, call after call (each writes some
 * batches and answers its progress) until done; pressed again later, the same file writes nothing.
 */
export function GoLivePanel() {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(vnToday());
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DryRun>();
  const [content, setContent] = useState<string>();
  const [progress, setProgress] = useState<GoLiveProgress>();
  const [writing, setWriting] = useState(false);

  const template = async () => {
    try {
      const link = await call(goLiveTemplate, { body: { format: 'xlsx' } });
      downloadUrl(link.url, link.file_name);
    } catch (error) {
      notify.error(error);
    }
  };

  const run = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const content_base64 = await fileAsBase64(file);
      setProgress(undefined);
      setResult(await call(goLiveDryRun, { body: { cut_over_date: date, file_name: file.name, content_base64 } }));
      setContent(content_base64);
    } catch (error) {
      setResult(undefined);
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  // The file and date the clean dry run was made with: what the commit writes.
  const write = async () => {
    if (!result?.clean || !content) return;
    setWriting(true);
    try {
      for (let i = 0; i < MAX_COMMIT_CALLS; i++) {
        const p = await call(goLiveCommit, { body: { cut_over_date: result.cut_over_date, content_base64: content } });
        setProgress(p);
        if (p.done) {
          await invalidateAffected(queryClient, goLiveCommit);
          notify.success(p.already ? 'Tệp này đã được nhập trước đây: không ghi thêm gì' : 'Đã ghi dữ liệu ban đầu');
          return;
        }
      }
      notify.warning('Chưa ghi xong', 'Bấm "Ghi dữ liệu" lần nữa để ghi tiếp phần còn lại.');
    } catch (error) {
      notify.error(error);
    } finally {
      setWriting(false);
    }
  };

  return (
    <Card title="Nhập dữ liệu ban đầu">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>
          Điền tệp mẫu (phòng, khách đang thuê, cọc, chỉ số đồng hồ, công nợ, số dư) theo sổ sách tại ngày chuyển đổi rồi tải lên để chạy thử. Chạy thử chỉ kiểm
          tra và cho biết sẽ tạo gì, không ghi dữ liệu.
        </Typography.Paragraph>
        <Button icon={<DownloadOutlined />} onClick={() => void template()}>
          Tải tệp mẫu
        </Button>
        <Space wrap>
          <label htmlFor="go-live-date">Ngày chuyển đổi</label>
          <Input id="go-live-date" type="date" value={date} max={vnToday()} onChange={(e) => setDate(e.target.value)} style={{ width: 170 }} />
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(f) => {
              if (f.size > MAX_WORKBOOK_BYTES) notify.warning('Tệp quá lớn', MAX_WORKBOOK_TEXT);
              else {
                setFile(f);
                setResult(undefined);
                setProgress(undefined);
              }
              return false;
            }}
            onRemove={() => {
              setFile(undefined);
              setResult(undefined);
            }}
            fileList={file ? [{ uid: 'file', name: file.name }] : []}
          >
            <Button icon={<UploadOutlined />}>Chọn tệp .xlsx</Button>
          </Upload>
          <Button type="primary" disabled={!file || !date} loading={busy} onClick={() => void run()}>
            Chạy thử
          </Button>
        </Space>
        {result && <DryRunResult result={result} />}
        {result?.clean && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Popconfirm
              title="Ghi dữ liệu ban đầu?"
              description={`Ghi ${formatNumber(result.counts.rooms)} phòng, ${formatNumber(result.counts.stays)} lượt thuê, ${formatNumber(result.counts.deposits)} cọc giữ chỗ và số dư đầu ngày ${result.cut_over_date}: tổng Nợ ${money(result.totals.debit)} = tổng Có ${money(result.totals.credit)}.`}
              okText="Ghi dữ liệu"
              cancelText="Không"
              onConfirm={() => void write()}
              disabled={writing || !!progress?.done}
            >
              <Button type="primary" icon={<SaveOutlined />} loading={writing} disabled={!!progress?.done}>
                Ghi dữ liệu
              </Button>
            </Popconfirm>
            {progress && (
              <>
                <Progress percent={progress.batches_total ? Math.floor((100 * progress.batches_done) / progress.batches_total) : 100} />
                <Typography.Text>
                  {progress.done
                    ? progress.already
                      ? 'Tệp này đã được nhập trước đây: không ghi thêm gì.'
                      : `Đã ghi xong ${formatNumber(progress.batches_total)} phần.`
                    : `Đã ghi ${formatNumber(progress.batches_done)}/${formatNumber(progress.batches_total)} phần: đang ghi tiếp…`}
                </Typography.Text>
              </>
            )}
          </Space>
        )}
      </Space>
    </Card>
  );
}

function DryRunResult({ result }: { result: DryRun }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {result.clean ? (
        <Alert type="success" showIcon message="Tệp không có lỗi" description="Các bản ghi và bút toán bên dưới là những gì sẽ được tạo." />
      ) : (
        <Alert
          type="error"
          showIcon
          message={`Tệp có ${formatNumber(result.errors.length)} lỗi`}
          description="Sửa các lỗi trong tệp rồi tải lên chạy thử lại."
        />
      )}
      {result.errors.length > 0 && (
        <Table<GoLiveProblem>
          size="small"
          rowKey={(r) => `${r.sheet ?? ''}-${r.row ?? ''}-${r.column ?? ''}-${r.message}`}
          dataSource={result.errors}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: 'Trang', dataIndex: 'sheet', render: (v: string | null) => v ?? 'Cả tệp' },
            { title: 'Dòng', dataIndex: 'row', align: 'right' },
            { title: 'Cột', dataIndex: 'column' },
            { title: 'Ô', dataIndex: 'cell' },
            { title: 'Lỗi', dataIndex: 'message' },
          ]}
        />
      )}
      <Descriptions title="Sẽ tạo" size="small" bordered column={{ xs: 1, md: 2, xl: 5 }}>
        {COUNTS.map((c) => (
          <Descriptions.Item key={c.key} label={c.label}>
            {formatNumber(result.counts[c.key])}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Table<AccountRow>
        size="small"
        title={() => `Bút toán số dư đầu ngày ${result.cut_over_date}, đối ứng 4211`}
        rowKey="account"
        dataSource={result.accounts}
        pagination={false}
        columns={[
          { title: 'Tài khoản', dataIndex: 'account' },
          { title: 'Tên tài khoản', dataIndex: 'name' },
          { title: 'Nợ', dataIndex: 'debit', align: 'right', render: money },
          { title: 'Có', dataIndex: 'credit', align: 'right', render: money },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              Tổng cộng
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {money(result.totals.debit)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {money(result.totals.credit)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Space>
  );
}
