import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { Endpoint, ResponseOf } from '../../../../shared/api/endpoint';
import { notify } from '../../api/notify';
import { FormProblem } from './FormProblem';
import { useVoucherForm, type VoucherBody } from './use-voucher-form';
import { fieldRules } from './zod-rules';

export interface ReasonModalProps<E extends Endpoint> {
  open: boolean;
  title: string;
  okText: string;
  /** What will happen, in the user's words. */
  children: ReactNode;
  /** The undo it confirms. */
  endpoint: E;
  /** The path's parameters, for an endpoint such as `DELETE /api/meter-change/{id}`. */
  params?: Readonly<Record<string, string>>;
  /** The request, given the reason typed in (for the log). */
  body: (reason: string | undefined) => VoucherBody<E>;
  /** What to say once the server did it. */
  done: (result: ResponseOf<E>) => string;
  onClose: () => void;
}

/**
 * The confirmation of an undo (remove a check-in, cancel a check-out, cancel or delete a change slip):
 * says what it does, takes a reason for the log (required where the endpoint's contract requires
 * it), and does nothing until confirmed. On success it says so and closes; a refusal keeps it open
 * with the server's reason.
 */
export function ReasonModal<E extends Endpoint>({ open, title, okText, children, endpoint, params, body, done, onClose }: ReasonModalProps<E>) {
  const [form] = Form.useForm<{ reason?: string }>();
  const voucher = useVoucherForm({
    form,
    endpoint,
    params,
    fields: ['reason'],
    onSuccess: (result) => {
      notify.success(done(result));
      close();
    },
  });
  function close() {
    voucher.reset();
    onClose();
  }
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="Đóng"
      confirmLoading={voucher.pending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {open && (
        <Form form={form} layout="vertical" name="undo" onFinish={(v) => voucher.submit(body(v.reason?.trim() || undefined))}>
          {children}
          <div style={{ marginTop: 12 }}>
            <FormProblem voucher={voucher} />
          </div>
          <Form.Item label="Lý do" name="reason" rules={fieldRules(endpoint.body, 'reason')}>
            <Input.TextArea aria-label="Lý do" rows={2} maxLength={300} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
