import { Alert, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** What will happen, in the user's words. */
  children: ReactNode;
  pending: boolean;
  /** The server's refusal, shown above the reason (the error dialog shows it too). */
  problem?: string;
  onSubmit: (reason: string | undefined) => void;
  onClose: () => void;
}

/**
 * The confirmation of an undo (remove a check-in, cancel a check-out, cancel or delete a change slip):
 * says what it does, takes an optional reason for the log, and does nothing until confirmed.
 */
export function ReasonModal({ open, title, okText, children, pending, problem, onSubmit, onClose }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="Đóng"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {open && (
        <Form form={form} layout="vertical" name="undo" onFinish={(v) => onSubmit(v.reason?.trim() || undefined)}>
          {children}
          {problem && <Alert type="error" showIcon message={problem} style={{ margin: '12px 0' }} />}
          <Form.Item label="Lý do" name="reason" rules={[{ max: 300, message: 'Lý do tối đa 300 ký tự' }]} style={{ marginTop: 12 }}>
            <Input.TextArea aria-label="Lý do" rows={2} maxLength={300} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
