import { describe, expect, it } from 'vitest';
import { QRPay } from 'vietnam-qr-pay';
import { paymentCode, transferText, vietQrPayload } from '../../shared/payments/vietqr';

const ACCOUNT = { bin: '970436', account_no: '0071000123456' };

describe('VietQR payload (business rules §9)', () => {
  it('names the room by its ASCII payment code and the month as T<MM><YY>', () => {
    expect(paymentCode('BN', '101')).toBe('BN101');
    expect(paymentCode('MA', '117MA')).toBe('MA117MA');
    expect(paymentCode('GB', 'a-2')).toBe('GBA2');
    expect(transferText('BN', '101', '2025-11')).toBe('BN101 T1125');
  });

  it('decodes back (same library) to the BIN, account, amount and text, with a valid CRC', () => {
    const payload = vietQrPayload(ACCOUNT, 3_450_000, 'BN101 T1125');
    const qr = new QRPay(payload);
    expect(qr.isValid).toBe(true);
    expect(qr.provider.name).toBe('VIETQR');
    expect(qr.initMethod).toBe('12'); // dynamic: the amount is part of the code
    expect(qr.consumer.bankBin).toBe('970436');
    expect(qr.consumer.bankNumber).toBe('0071000123456');
    expect(qr.amount).toBe('3450000');
    expect(qr.currency).toBe('704');
    expect(qr.nation).toBe('VN');
    expect(qr.additionalData.purpose).toBe('BN101 T1125');
    // EMVCo: the last field is 63 04 + CRC-16/CCITT of everything before the checksum itself.
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(qr.crc).toBe(payload.slice(-4));
    expect(QRPay.genCRCCode(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('is refused by a reader once a digit of the amount is changed (the CRC no longer matches)', () => {
    const payload = vietQrPayload(ACCOUNT, 3_450_000, 'BN101 T1125');
    expect(new QRPay(payload.replace('3450000', '3450001')).isValid).toBe(false);
  });

  it('never builds a QR for nothing, a negative or a fractional amount', () => {
    expect(() => vietQrPayload(ACCOUNT, 0, 'BN101 T1125')).toThrow();
    expect(() => vietQrPayload(ACCOUNT, -5, 'BN101 T1125')).toThrow();
    expect(() => vietQrPayload(ACCOUNT, 10.5, 'BN101 T1125')).toThrow();
  });
});
