import { BUILDINGS, type BuildingCode } from '../../shared/catalog/buildings';
import { lastDayOf } from '../../shared/dates';
import { hash, rng, type Counts, type Post } from './history-kit';

/**
 * The history's finance vouchers, written through the real API at each month's end once the month's
 * rent receipts are in: per building the electricity bill and one more running cost paid from bank
 * wallet 2, a small repair or material bought from the cash box, and part of the month's cash takings
 * carried to the bank (a cash transfer slip); for the company a landlady row (money in or out of 1381)
 * and the bank loan (drawn once, then repaid with its interest each month). Cash is paid out only from
 * what the box took that month (at most 60 % of its cash rent receipts), so the cash floor always
 * holds for the later refunds too. Seeded per month: the same seed writes the same vouchers.
 */

const BANK_WALLET = 2;
const HEAD_OFFICE: BuildingCode = 'BN';
const LENDER = 'Ngân hàng TMCP Á Châu';
const LOAN = 300_000_000;

/** The payees the history pays (set once as an admin): each with its category and amount range (thousand đồng). */
const PAYEES = {
  electricity: { name: 'Điện lực TP.HCM', category: 'electricity', lo: 6_000, hi: 14_000, what: 'Tiền điện tháng' },
  water: { name: 'Cấp nước Sài Gòn', category: 'water', lo: 1_500, hi: 4_000, what: 'Tiền nước tháng' },
  waste: { name: 'Công ty Môi trường Đô thị', category: 'waste', lo: 300, hi: 700, what: 'Tiền rác tháng' },
  salary: { name: 'Nguyễn Văn Quản', category: 'management_salary', lo: 7_000, hi: 9_000, what: 'Lương quản lý tháng' },
  repair: { name: 'Thợ sửa chữa Minh Phát', category: 'repair', lo: 200, hi: 2_500, what: 'Sửa chữa phòng, tháng' },
  material: { name: 'Cửa hàng vật tư Hoà Bình', category: 'material', lo: 100, hi: 1_500, what: 'Mua bóng đèn, vòi nước, tháng' },
} as const;
type PayeeKey = keyof typeof PAYEES;
const BANK_COSTS: PayeeKey[] = ['water', 'waste', 'salary'];
const CASH_COSTS: PayeeKey[] = ['repair', 'material'];

export const payeeList = () => Object.values(PAYEES).map((p) => ({ name: p.name, active: true }));

export class FinanceCycle {
  /** Cash rent receipts per building and month (`BN#2026-10`), as the history wrote them. */
  readonly cashIn = new Map<string, number>();
  private loanLeft = 0;
  private months = 0;

  constructor(
    private readonly buildings: readonly BuildingCode[],
    private readonly o: { seed: number },
    private readonly counts: Counts,
  ) {}

  /** The history's payees, through the admin's settings screen's operation (a fresh database: version 0). */
  async setUp(put: Post) {
    await put('/api/settings/payees', { payees: payeeList(), version: 0 });
  }

  addCash(building: string, date: string, amount: number) {
    const key = `${building}#${date.slice(0, 7)}`;
    this.cashIn.set(key, (this.cashIn.get(key) ?? 0) + amount);
  }

  /** The finance vouchers of `month` (every write of the month already in), building by building. */
  async closeMonth(month: string, post: Post, withExpenses: boolean) {
    const rand = rng(this.o.seed * 15_485_863 + hash(`finance${month}`));
    const pick = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
    const day = (lo: number, hi: number) => `${month}-${String(pick(lo, hi)).padStart(2, '0')}`;
    const last = lastDayOf(month);
    const period = `${month.slice(5)}/${month.slice(0, 4)}`;
    const slip = async (building: BuildingCode, wallet: number, key: PayeeKey, date: string, cap = Infinity) => {
      const p = PAYEES[key];
      const amount = Math.min(cap, pick(p.lo, p.hi) * 1_000);
      if (amount < 1_000) return;
      await post('/api/disbursement', { building, date, wallet, amount, category: p.category, payee: p.name, description: `${p.what} ${period}` });
      this.counts.expenses++;
    };
    for (const building of this.buildings) {
      const cash = BUILDINGS.find((b) => b.code === building)!.cashWalletId;
      const took = this.cashIn.get(`${building}#${month}`) ?? 0;
      if (withExpenses) {
        await slip(building, BANK_WALLET, 'electricity', day(5, 15));
        await slip(building, BANK_WALLET, BANK_COSTS[pick(0, BANK_COSTS.length - 1)]!, day(1, 28));
        // Bought for cash at the month's end, from what the box took: a tenth of it at most.
        if (took > 0) await slip(building, cash, CASH_COSTS[pick(0, CASH_COSTS.length - 1)]!, last, Math.floor(took / 10_000) * 1_000);
      }
      const carried = Math.floor(took / 200_000) * 100_000; // half the takings, in whole 100,000 đ
      if (carried > 0) {
        await post('/api/cash-transfer-slip', {
          building,
          date: last,
          from_wallet: cash,
          to_wallet: BANK_WALLET,
          amount: carried,
          note: `Nộp tiền thu tháng ${period} vào tài khoản`,
        });
        this.counts.cashTransfers++;
      }
    }
    // The landlady: money she sends for the buildings some months, what the company pays her the others.
    const gamIn = this.months % 3 === 0;
    await post('/api/receipt-gam/createOrEditReceipts', {
      receipts: [
        {
          building: HEAD_OFFICE,
          date: day(10, 25),
          wallet: BANK_WALLET,
          direction: gamIn ? 'in' : 'out',
          amount: pick(gamIn ? 20_000 : 8_000, gamIn ? 50_000 : 25_000) * 1_000,
          note: gamIn ? `Cô Gấm gửi tiền tháng ${period}` : `Trả cô Gấm tháng ${period}`,
        },
      ],
    });
    this.counts.landlady++;
    // The bank loan: drawn in the first month, then principal and interest (1 % a month of what is left).
    const loanDate = day(20, 25);
    const rows =
      this.loanLeft === 0
        ? [{ building: HEAD_OFFICE, date: loanDate, wallet: BANK_WALLET, kind: 'drawdown', lender: LENDER, amount: LOAN, note: 'Giải ngân khoản vay sửa chữa' }]
        : [
            {
              building: HEAD_OFFICE,
              date: loanDate,
              wallet: BANK_WALLET,
              kind: 'interest',
              lender: LENDER,
              amount: Math.round(this.loanLeft / 100_000) * 1_000,
              note: `Lãi vay tháng ${period}`,
            },
            {
              building: HEAD_OFFICE,
              date: loanDate,
              wallet: BANK_WALLET,
              kind: 'repayment',
              lender: LENDER,
              amount: Math.min(this.loanLeft, 10_000_000),
              note: `Trả gốc tháng ${period}`,
            },
          ];
    await post('/api/receipt-loan/createOrEditReceipts', { receipts: rows });
    for (const r of rows) this.loanLeft += r.kind === 'drawdown' ? r.amount : r.kind === 'repayment' ? -r.amount : 0;
    this.counts.loans += rows.length;
    this.months++;
  }
}
