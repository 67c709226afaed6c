import { afterAll, describe, expect, inject, it } from 'vitest';
import { QRPay } from 'vietnam-qr-pay';
import { apiAt, MONTH } from './api-client';
import { usePage } from './fixtures';
import { webhookSignature } from '../../functions/bank/webhook-signature';
import { qrDataUrl } from '../../web/src/features/receipts/qr-image';

/**
 * Issue 24, bills the tenant opens: on a 390 × 844 phone, with no login, a stay's link shows the room,
 * what it owes now and a VietQR for exactly that with the transfer text the bank matching reads; a
 * bank notification for that transfer pays it and the open page shows "Đã thanh toán" by itself.
 */
const api = apiAt(inject('apiUrl'));
const ACCOUNT = '0071000124024';
let restore: (() => Promise<unknown>) | undefined;
afterAll(async () => restore?.());

describe('a tenant opens their bill link on a phone', () => {
  const t = usePage({ width: 390, height: 844 });

  it('sees the bill and its VietQR, then "Đã thanh toán" once the bank reports the transfer', async () => {
    const staff = await api.tokenOf('ketoan');
    const admin = await api.tokenOf('admin');
    const settings = (await api.call('GET', '/api/settings/bank-wallets', admin)) as { wallets: unknown[]; collect: Record<string, number>; version: number };
    const saved = (await api.call('PUT', '/api/settings/bank-wallets', admin, {
      wallets: [
        ...settings.wallets.filter((w) => (w as { wallet: number }).wallet !== 2),
        { wallet: 2, bank_name: 'Vietcombank', bin: '970436', account_no: ACCOUNT, holder: 'NHA TRO' },
      ],
      collect: { ...settings.collect, BN: 2 },
      version: settings.version,
    })) as { version: number };
    restore = () => api.call('PUT', '/api/settings/bank-wallets', admin, { wallets: settings.wallets, collect: settings.collect, version: saved.version });

    // A BN tenant staying now, who owes something this month: a debit note of the month on their stay
    // (what the seed bills, if anything, is not this test's to rely on).
    const staying = (await api.call('GET', '/api/customers?building=BN&limit=500', staff)) as {
      items: { stay_id: string; room_id: string; status: string }[];
    };
    const tenant = staying.items.find((c) => c.status === 'staying');
    expect(tenant, 'a BN tenant staying now').toBeDefined();
    await api.call('POST', '/api/adjustment', staff, {
      building: 'BN',
      room_id: tenant!.room_id,
      stay_id: tenant!.stay_id,
      type: 'payment_adjustment',
      direction: 'debit',
      date: `${MONTH}-01`,
      month: MONTH,
      amount: 1_234_000,
      reason: 'Phí sửa khoá cửa (kiểm thử)',
    });
    const debts = (await api.call('GET', `/api/debt/search?building=BN&month=${MONTH}&limit=500`, staff)) as {
      items: { stay_id: string | null; room_id: string; unpaid: number; status: string }[];
    };
    const owing = debts.items.find((d) => d.stay_id === tenant!.stay_id && d.unpaid > 0 && d.status === 'active');
    expect(owing, 'the BN stay owing this month').toBeDefined();
    const link = (await api.call('POST', '/api/tenant-bills/links', staff, { stay_id: owing!.stay_id })) as { path: string; token: string };
    const bill = (await (await fetch(`${inject('apiUrl')}/api/t/${link.token}`)).json()) as { total: number; qr: { payload: string; text: string } };
    expect(bill.total).toBeGreaterThan(0);
    const decoded = new QRPay(bill.qr.payload);
    expect(decoded.amount).toBe(String(bill.total));
    expect(decoded.additionalData.purpose).toBe(bill.qr.text);
    expect(bill.qr.text).toMatch(new RegExp(`^BN${owing!.room_id} T\\d{4}$`));

    const { page } = t;
    await page.goto(link.path);
    await page.getByRole('heading', { name: `Phòng ${owing!.room_id}` }).waitFor();
    await page.getByText('Tổng phải trả').waitFor();
    const img = page.getByRole('img', { name: /Mã VietQR chuyển khoản/ });
    // The code drawn is the payload's (decoded above): the same encoder draws it on the page.
    expect(await img.getAttribute('src')).toBe(qrDataUrl(bill.qr.payload));
    expect(await page.getByText(bill.qr.text, { exact: true }).count()).toBe(1);
    const box = await img.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByText('0912').count()).toBe(0);

    const body = JSON.stringify({
      id: 24_024,
      gateway: 'Vietcombank',
      transactionDate: `${new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)} 09:00:00`,
      accountNumber: ACCOUNT,
      content: bill.qr.text,
      transferType: 'in',
      transferAmount: bill.total,
      referenceCode: `FT-E2E-TENANT-${Date.now()}`,
    });
    const ts = String(Math.floor(Date.now() / 1000));
    const hook = await fetch(`${inject('apiUrl')}/api/bank-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': ts,
        'x-webhook-signature': webhookSignature(inject('stackEnv').BANK_WEBHOOK_SECRET!, ts, body),
      },
      body,
    });
    expect(hook.status).toBe(200);
    // The page asks again every 15 s: the payment shows without a reload.
    await page.getByRole('heading', { name: 'Đã thanh toán' }).waitFor({ timeout: 25_000 });
    expect(await page.getByText('Tổng phải trả').count()).toBe(0);
  });

  it('shows "not found" for an altered link, the same as for a made-up one', async () => {
    const { page } = t;
    await page.goto('/t/khong-co-hoa-don-nay');
    await page.getByRole('heading', { name: 'Không tìm thấy hoá đơn' }).waitFor();
  });
});
