import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { CLEAR_DATABASE_PHRASE, clearDatabase } from '../../../../shared/api/admin';
import { notify } from '../../api/notify';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { adminQueries } from './queries';

/** Clearing every business record: only where the deployment allows it, and only after typing the phrase. */
export function ClearDatabaseCard() {
  const queryClient = useQueryClient();
  const { data: info } = useQuery(adminQueries.dbInfo());
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const clear = useVoucherAction({
    endpoint: clearDatabase,
    onSuccess: (answer) => {
      setOpen(false);
      setTyped('');
      notify.done(answer.message);
      void queryClient.invalidateQueries();
    },
  });
  const allowed = info?.allow_clear_database === true;

  return (
    <Card title="Xoá toàn bộ dữ liệu" size="small" styles={{ header: { color: '#cf1322' } }}>
      {allowed ? (
        <Typography.Paragraph>
          Xoá mọi bản ghi nghiệp vụ (phòng, phiếu, sổ sách...). Tài khoản người dùng được giữ lại. Không thể hoàn tác.
        </Typography.Paragraph>
      ) : (
        <Alert type="info" showIcon message="Môi trường này không cho phép xoá dữ liệu." style={{ marginBottom: 12 }} />
      )}
      <Button danger icon={<DeleteOutlined />} disabled={!allowed} onClick={() => setOpen(true)}>
        Xoá toàn bộ dữ liệu…
      </Button>
      <Modal
        open={open}
        title="Xác nhận xoá toàn bộ dữ liệu"
        okText="Xoá"
        cancelText="Huỷ"
        okButtonProps={{ danger: true, disabled: typed !== CLEAR_DATABASE_PHRASE }}
        confirmLoading={clear.pending}
        onOk={() => clear.run({ body: { confirm: typed } })}
        onCancel={() => {
          setOpen(false);
          setTyped('');
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>
          Gõ chính xác <Typography.Text code>{CLEAR_DATABASE_PHRASE}</Typography.Text> để xác nhận.
        </Typography.Paragraph>
        <Input aria-label="Câu xác nhận" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </Modal>
    </Card>
  );
}
