import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { CLEAR_DATABASE_PHRASE, clearDatabase } from '../../../../shared/api/admin';
import { notify } from '../../api/notify';
import { useVoucherAction } from '../../components/forms/use-voucher-action';
import { adminQueries } from './queries';

/** Calls in a row that deleted nothing before the card stops going on by itself. */
const MAX_STALLS = 3;

/** Clearing every business record: only where the deployment allows it, and only after typing the phrase. */
export function ClearDatabaseCard() {
  const queryClient = useQueryClient();
  const { data: info } = useQuery(adminQueries.dbInfo());
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [progress, setProgress] = useState<string>();
  const stalls = useRef(0);
  const clear = useVoucherAction({
    endpoint: clearDatabase,
    // A large table is cleared over several calls, each answering before the Lambda's time runs out:
    // the card goes on until nothing is left; calls that delete nothing are tried a few times, then left to the user.
    onSuccess: (answer, _intent, sent) => {
      stalls.current = !answer.done && answer.deleted === 0 ? stalls.current + 1 : 0;
      if (!answer.done && stalls.current < MAX_STALLS) {
        setProgress(answer.message);
        clear.run(sent);
        return;
      }
      setProgress(undefined);
      stalls.current = 0;
      void queryClient.invalidateQueries();
      if (!answer.done) {
        notify.warning('Chưa xoá xong', 'Vẫn còn dữ liệu chưa xoá. Vui lòng bấm "Xoá" lần nữa.');
        return;
      }
      setOpen(false);
      setTyped('');
      notify.done(answer.message);
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
        {progress && <Alert type="info" showIcon message={progress} style={{ marginTop: 12 }} />}
      </Modal>
    </Card>
  );
}
