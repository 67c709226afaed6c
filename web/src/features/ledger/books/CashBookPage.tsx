import { Card, Select } from 'antd';
import { WALLETS } from '../../../../../shared/catalog/wallets';
import { toolbarDefaults } from '../../../components/filters/filter-defaults';
import { ToolbarFilters } from '../../../components/filters/ToolbarFilters';
import { useUrlState } from '../../../components/filters/use-url-state';
import { WalletBookTable } from '../../../components/books/WalletBookTable';
import { useWalletBook } from './queries';
import { walletFileTag } from '../../../../../shared/exports/file-names';

const TITLE = 'Sổ quỹ tiền mặt';
const CASH_WALLETS = WALLETS.filter((w) => w.kind === 'cash');

/** /so-tien-mat: the cash book of one building's cash box (wallets 6–10) for a range. */
export default function CashBookPage() {
  const d = toolbarDefaults();
  const [f, set] = useUrlState({ wallet: String(CASH_WALLETS[0]!.id), from: d.from, to: d.to });
  const wallet = CASH_WALLETS.some((w) => String(w.id) === f.wallet) ? Number(f.wallet) : CASH_WALLETS[0]!.id;
  const book = useWalletBook({ wallet, from: f.from, to: f.to });
  return (
    <Card title={TITLE} size="small">
      <div className="app-toolbar">
        <Select
          aria-label="Quỹ tiền mặt"
          value={wallet}
          options={CASH_WALLETS.map((w) => ({ value: w.id, label: w.name }))}
          onChange={(w: number) => set({ wallet: String(w) })}
          style={{ width: 200 }}
        />
        <ToolbarFilters fields={['from', 'to']} values={{ ...d, ...f }} onChange={set} />
      </div>
      <WalletBookTable
        title={TITLE}
        fileName={`so-quy-tien-mat-${walletFileTag(wallet)}-${f.from}-${f.to}`}
        wallet={wallet}
        from={f.from}
        to={f.to}
        book={book.data}
        loading={book.isFetching}
        pending={book.isPending}
        error={book.error}
      />
    </Card>
  );
}
