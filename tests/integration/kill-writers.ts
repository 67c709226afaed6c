/**
 * The staff of the kill test: each writer runs one room through its whole life, again and again
 * (deposit → check-in → notice → check-out → refund), through the gateway, as a member of staff
 * would. Every request carries an Idempotency-Key; one that the kill cut off is sent again, same key,
 * once the stack is back, until it is answered. Every 2xx is kept as an acknowledgement, with what
 * must be found after a restart: the record, and the journal entry of a money voucher.
 */

export type Step = 'deposit' | 'check-in' | 'notice' | 'check-out' | 'refund';
export const STEPS: Step[] = ['deposit', 'check-in', 'notice', 'check-out', 'refund'];

/** The room status each step leaves behind (business rules §2). */
export const STATUS_AFTER: Record<Step, number> = { deposit: 1, 'check-in': 2, notice: 3, 'check-out': 0, refund: 0 };

export interface Ack {
  writer: number;
  cycle: number;
  step: Step;
  building: string;
  room_id: string;
  /** The record the step made (deposit, stay, notice, check-out, return deposit). */
  id: string;
  /** The stay, for check-in and check-out. */
  stay_id?: string;
  /** The journal entry the answer named, or the voucher its lines carry (a deposit's is its id). */
  entry_id?: string;
  voucher_id?: string;
  at: number;
}

export interface Stack {
  apiUrl: string;
}

export interface Gate {
  /** The stack writers talk to now; a promise while it is down or restarting. */
  current(): Stack | Promise<Stack>;
  /** Called with every acknowledgement, the moment it arrives. */
  acked(ack: Ack): void;
  /** Writers stop starting new steps once this says so. */
  stopping(): boolean;
}

const BUILDINGS = ['BN', 'GB', 'TT', 'XA', 'MA', 'MT'];
const FIRST_DAY = Date.UTC(2025, 0, 2);
/** Days between cycles of one room (a cycle spans two days); cycles past the year stop the writer. */
const CYCLE_DAYS = 3;
export const MAX_CYCLES = 110;
const day = (cycle: number, plus: number) => new Date(FIRST_DAY + (cycle * CYCLE_DAYS + plus) * 86_400_000).toISOString().slice(0, 10);

export const roomOf = (writer: number) => ({ building: BUILDINGS[writer % 6]!, room_id: `50${Math.floor(writer / 6) + 1}` });

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read freely
}

export class Writer {
  cycle = 0;
  private token?: string;
  private stay?: string;
  private deposit?: string;
  private returnDeposit?: string;
  readonly failures: string[] = [];

  constructor(
    readonly n: number,
    private readonly gate: Gate,
    private readonly agent: string,
  ) {}

  get room() {
    return roomOf(this.n);
  }

  /** One request, answered: network errors (the stack was killed) wait for the stack and send it again. */
  private async send(method: string, path: string, body: unknown, key?: string): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      const stack = await this.gate.current();
      try {
        this.token ??= await login(stack);
        const res = await fetch(stack.apiUrl + path, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}`, ...(key ? { 'idempotency-key': key } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        if (res.status === 401) {
          this.token = undefined;
          continue;
        }
        return { status: res.status, body: text ? JSON.parse(text) : undefined };
      } catch (error) {
        // Refused, reset or cut: the stack is down. Wait for the next one (the gate hands it over).
        if (attempt > 200) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  }

  private async step(step: Step, method: string, path: string, body: unknown): Promise<Answer['body'] | undefined> {
    const key = `kill-w${this.n}-c${this.cycle}-${step}`;
    const answer = await this.send(method, path, body, key);
    if (answer.status >= 300) {
      this.failures.push(`${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return undefined;
    }
    return answer.body;
  }

  private ack(step: Step, fields: Omit<Ack, 'writer' | 'cycle' | 'step' | 'building' | 'room_id' | 'at'>) {
    this.gate.acked({ writer: this.n, cycle: this.cycle, step, ...this.room, ...fields, at: Date.now() });
  }

  /** Runs cycles until the gate says stop (between steps) or a step is refused. */
  async run(): Promise<void> {
    const { building, room_id } = this.room;
    while (!this.gate.stopping() && this.cycle < MAX_CYCLES && !this.failures.length) {
      const c = this.cycle;
      const dep = await this.step('deposit', 'POST', '/api/deposits', {
        building,
        room_id,
        customer_name: `Khách ${this.n}-${c}`,
        phone: '0909000111',
        amount_agreed: 1_000_000,
        amount_paid: 1_000_000,
        wallet: 2,
        agent_user_id: this.agent,
        date: day(c, 0),
        expected_move_in_date: day(c, 1),
      });
      if (!dep) return;
      this.deposit = dep.id;
      this.ack('deposit', { id: dep.id, voucher_id: dep.id });
      if (this.gate.stopping()) return;

      const stay = await this.step('check-in', 'POST', '/api/check-ins', {
        building,
        room_id,
        deposit_id: this.deposit,
        contract_no: `HD-${this.n}-${c}`,
        start_date: day(c, 1),
        rent: 3_000_000,
        notice_days: 0,
        occupants: [{ name: `Khách ${this.n}-${c}` }],
        start_readings: { electricity: 1_000 + c * 10, water: 50 + c },
        internet: false,
      });
      if (!stay) return;
      this.stay = stay.id;
      this.ack('check-in', { id: stay.id, stay_id: stay.id });
      if (this.gate.stopping()) return;

      const notice = await this.step('notice', 'POST', '/api/room-states/update', {
        building,
        room_id,
        event: 'notice',
        date: day(c, 1),
        expected_leave_date: day(c, 2),
      });
      if (!notice) return;
      this.ack('notice', { id: notice.notice?.id ?? notice.state?.voucher_id });
      if (this.gate.stopping()) return;

      const out = await this.step('check-out', 'POST', '/api/check-outs', {
        stay_id: this.stay,
        leave_date: day(c, 2),
        notice_date: day(c, 1),
        final_readings: { electricity: 1_005 + c * 10, water: 50 + c },
      });
      if (!out) return;
      this.returnDeposit = out.return_deposit?.id;
      this.ack('check-out', { id: out.id, stay_id: this.stay, entry_id: out.entry_id });
      if (this.gate.stopping()) return;

      const refund = await this.step('refund', 'POST', '/api/return-deposits/update-return-deposit', { id: this.returnDeposit, wallet: 2, date: day(c, 2) });
      if (!refund) return;
      this.ack('refund', { id: refund.id, entry_id: refund.entry_id });
      this.cycle++;
    }
  }
}

async function login(stack: Stack): Promise<string> {
  const res = await fetch(`${stack.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ketoan', password: 'Demo@2025' }),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
