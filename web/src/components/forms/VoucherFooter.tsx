import { SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { z } from 'zod';
import { fieldRules } from './zod-rules';

/** The notes every voucher may carry (at most 500 characters): `schema` is the request body they go in, whose rules they follow. */
export function NotesField({
  schema,
  name,
  ariaLabel = 'Ghi chú',
  inModal = false,
  style,
}: {
  schema: z.ZodType | undefined;
  name: string;
  ariaLabel?: string;
  inModal?: boolean;
  style?: CSSProperties;
}) {
  return (
    <Form.Item label="Ghi chú" name={name} rules={fieldRules(schema, name)} style={style}>
      {/* In a modal two lines stand open; on a page's grid it is one line that grows up to three. */}
      <Input.TextArea aria-label={ariaLabel} rows={inModal ? 2 : 1} autoSize={inModal ? undefined : { minRows: 1, maxRows: 3 }} maxLength={500} />
    </Form.Item>
  );
}

/** A voucher form's submit button with what happens after saving beside it (which slip is printed). */
export function SubmitBar({
  pending,
  disabled,
  hint,
  icon = <SaveOutlined />,
  children = 'Lưu và in phiếu',
  style,
}: {
  pending: boolean;
  disabled?: boolean;
  hint: string;
  icon?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', ...style }}>
      <Button type="primary" htmlType="submit" icon={icon} loading={pending} disabled={disabled}>
        {children}
      </Button>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </div>
  );
}
