import { Alert } from 'antd';
import type { Endpoint } from '../../../../shared/api/endpoint';
import type { VoucherForm } from './use-voucher-form';

/** What the server (or the form itself) refused that belongs to no field, shown above the form. */
export function FormProblem({ voucher }: { voucher: Pick<VoucherForm<Endpoint>, 'problem' | 'reset'> }) {
  return voucher.problem ? <Alert type="error" showIcon message={voucher.problem} style={{ marginBottom: 12 }} closable onClose={voucher.reset} /> : null;
}
