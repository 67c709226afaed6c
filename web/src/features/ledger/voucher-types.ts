// The labels live with the shared catalogues: the server's exports name vouchers the same way.
export { VOUCHER_TYPE_LABELS, voucherTypeLabel } from '../../../../shared/catalog/voucher-types';
