import { act, render } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { resetWarned } from 'rc-util/lib/warning';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFormValue } from '../../web/src/lib/form-value';

function TwoFields({ onForm }: { onForm: (f: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form}>
      <Form.Item name="agreed" label="Cọc thoả thuận" rules={[{ required: true, message: 'Vui lòng nhập' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="paid" label="Đã nhận" rules={[{ required: true, message: 'Vui lòng nhập' }]}>
        <Input />
      </Form.Item>
    </Form>
  );
}

const circular = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => String(c[0]).includes('circular references'));

describe('setting a field from code (the deposit form fills "Đã nhận" from "Cọc thoả thuận")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs no "There may be circular references" and clears the field error like setFieldValue', async () => {
    resetWarned();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let form!: FormInstance;
    render(<TwoFields onForm={(f) => (form = f)} />);
    await act(async () => setFormValue(form, 'paid', '3500000'));
    expect(form.getFieldValue('paid')).toBe('3500000');
    expect(form.isFieldTouched('paid')).toBe(false);
    // A field whose state was settled once (a value from code, no error), then set again from code.
    await act(async () => form.setFieldsValue({ paid: '3000000' }));
    await act(async () => setFormValue(form, 'paid', '3500000'));

    await act(async () => void (await form.validateFields(['agreed']).catch(() => undefined)));
    expect(form.getFieldError('agreed')).toEqual(['Vui lòng nhập']);
    await act(async () => setFormValue(form, 'agreed', '3500000'));
    expect(form.getFieldError('agreed')).toEqual([]);
    expect(circular(spy)).toEqual([]);
  });

  it('(what it replaces: antd setFieldValue on an untouched field logs the warning)', async () => {
    resetWarned();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let form!: FormInstance;
    render(<TwoFields onForm={(f) => (form = f)} />);
    await act(async () => form.setFieldsValue({ paid: '3000000' }));
    await act(async () => form.setFieldValue('paid', '3500000'));
    expect(circular(spy)).toHaveLength(1);
  });
});
