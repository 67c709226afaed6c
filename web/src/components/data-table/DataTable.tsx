import { FileExcelOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Dropdown, Select, Space, type TableProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { ExportFormat } from '../../../../shared/api/exports';
import { useUrlState } from '../filters/use-url-state';
import { openPrintWindow, type PageSize } from '../print/print-window';
import { tableHtml } from '../print/table-html';
import type { DataColumn } from './columns';
import { toMatrix } from './export-cells';
import { exportTable } from './export-table';
import { LaidTable } from './LaidTable';
import type { ServerExport } from './server-export';
import { shownRows, type TableView } from './shown-rows';

/** Spec §9: page sizes 20, 50, 100 and All. */
export const PAGE_SIZES = ['20', '50', '100', 'all'] as const;
export type PageSizeOption = (typeof PAGE_SIZES)[number];
export const DEFAULT_EMPTY_TEXT = 'Không có dữ liệu';

export interface DataTableProps<T> {
  /** Screen title: print heading and Excel sheet name. */
  title: string;
  /** Export file name without extension (default: the title). */
  fileName?: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: keyof T & string;
  loading?: boolean;
  emptyText?: string;
  /** Page sizes this table offers; the first is the default. */
  pageSizes?: readonly PageSizeOption[];
  /** Buttons shown before the export buttons. */
  toolbar?: ReactNode;
  expandable?: TableProps<T>['expandable'];
  /** @deprecated Ignored: the column width rule (columns.ts) lays every table out. */
  scrollX?: number;
  /**
   * The list as the server serves it (report and current filters): CSV and Excel are then rendered
   * on the server, every page included, and downloaded from a signed link.
   */
  serverExport?: ServerExport;
}

const PRINT_CHOICES: { key: string; label: string; page: PageSize; landscape: boolean }[] = [
  { key: 'A4', label: 'A4 dọc', page: 'A4', landscape: false },
  { key: 'A4L', label: 'A4 ngang', page: 'A4', landscape: true },
  { key: 'A3', label: 'A3 dọc', page: 'A3', landscape: false },
  { key: 'A3L', label: 'A3 ngang', page: 'A3', landscape: true },
  { key: 'A5', label: 'A5 dọc', page: 'A5', landscape: false },
];

/**
 * THE data table of every list screen: the shared table (LaidTable: the column-width rule, sticky
 * header and first column) with paging kept in the URL (`page`, `size`), an empty text, CSV and Excel
 * export and printing of all loaded rows.
 */
export function DataTable<T extends object>({
  title,
  fileName = title,
  columns,
  rows,
  rowKey,
  loading,
  emptyText = DEFAULT_EMPTY_TEXT,
  pageSizes = PAGE_SIZES,
  toolbar,
  expandable,
  serverExport,
}: DataTableProps<T>) {
  const [paging, setPaging] = useUrlState({ page: '1', size: pageSizes[0]! as string });
  const all = paging.size === 'all';
  const pageSize = Number(paging.size) || 20;
  const [exporting, setExporting] = useState<ExportFormat>();
  const [view, setView] = useState<TableView<T>>();
  // What the table shows, every page of it: the screen's rows through the table's own filters and sort.
  const shown = useMemo(() => shownRows(rows, columns, view), [rows, columns, view]);
  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      // The server renders the list the screen asked it for; rows the table itself narrowed or sorted
      // are not in that request, so the browser writes them as shown (issue 23 §7).
      const narrowed = shown !== rows;
      await exportTable({ title, fileName, columns, rows: shown, serverExport: narrowed ? undefined : serverExport }, format);
    } finally {
      setExporting(undefined);
    }
  };

  const print = (page: PageSize, landscape: boolean) =>
    openPrintWindow({ title, bodyHtml: tableHtml(title, toMatrix(columns, shown), emptyText), page, landscape });

  return (
    <>
      <div className="app-toolbar" style={{ justifyContent: 'flex-end' }}>
        {toolbar}
        <Space wrap>
          <Select
            aria-label="Số dòng mỗi trang"
            value={paging.size}
            // Always in the spec's order (20, 50, 100, All), whichever the table opens on.
            options={PAGE_SIZES.filter((s) => pageSizes.includes(s)).map((s) => ({ value: s, label: s === 'all' ? 'Tất cả' : `${s} / trang` }))}
            onChange={(size) => setPaging({ size })}
            style={{ width: 120 }}
          />
          <Button icon={<FileTextOutlined />} loading={exporting === 'csv'} disabled={Boolean(exporting)} onClick={() => void exportAs('csv')}>
            Xuất CSV
          </Button>
          <Button icon={<FileExcelOutlined />} loading={exporting === 'xlsx'} disabled={Boolean(exporting)} onClick={() => void exportAs('xlsx')}>
            Xuất Excel
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: PRINT_CHOICES.map(({ key, label }) => ({ key, label })),
              onClick: ({ key }) => {
                const c = PRINT_CHOICES.find((x) => x.key === key)!;
                print(c.page, c.landscape);
              },
            }}
          >
            <Button icon={<PrinterOutlined />}>In</Button>
          </Dropdown>
        </Space>
      </div>
      <LaidTable<T>
        rowKey={rowKey}
        loading={loading}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText }}
        expandable={expandable}
        onChange={(_page, filters, sorter) => setView({ filters, sorter })}
        pagination={
          all
            ? false
            : {
                current: Number(paging.page) || 1,
                pageSize,
                showSizeChanger: false,
                showTotal: (total) => `Tổng ${total} dòng`,
                onChange: (page) => setPaging({ page: String(page) }),
              }
        }
      />
    </>
  );
}
