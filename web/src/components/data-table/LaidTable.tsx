import { ConfigProvider, Table, type TableProps } from 'antd';
import type { ColumnGroupType, ColumnType } from 'antd/es/table';
import { layoutColumn, TABLE_THEME, type DataColumn } from './columns';
import './data-table.css';
import { useStickyHeader } from './use-sticky';

/** Columns under one shared heading (a two-row header): each child is laid out by the rule. */
export interface DataColumnGroup<T> {
  key: string;
  title: string;
  children: readonly DataColumn<T>[];
}

export type LaidColumn<T> = DataColumn<T> | DataColumnGroup<T>;

/** antd's table props, less what the rule decides (layout, scrolling, the sticky header). */
export interface LaidTableProps<T> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'tableLayout' | 'scroll' | 'sticky'> {
  columns: readonly LaidColumn<T>[];
  dataSource: readonly T[];
}

const isGroup = <T,>(c: LaidColumn<T>): c is DataColumnGroup<T> => 'children' in c;

/** The columns as antd takes them, each laid out by the width rule (columns.ts); the first one is pinned. */
export function laidColumns<T>(columns: readonly LaidColumn<T>[]): (ColumnType<T> | ColumnGroupType<T>)[] {
  return columns.map((c, i) =>
    isGroup(c) ? { key: c.key, title: c.title, children: c.children.map((child) => layoutColumn(child)) } : layoutColumn(c, i === 0),
  );
}

/**
 * THE table every list and report uses (issue 23 §5): one column-width rule (`layoutColumn`), dense
 * cells (TABLE_THEME), the header and the first column sticky, and sideways scrolling inside the
 * table only, never the page. DataTable adds paging, export and print around it; a screen that pages,
 * totals or selects rows itself uses it directly with antd's props for that.
 */
export function LaidTable<T extends object>({ columns, dataSource, size = 'small', bordered = true, ...table }: LaidTableProps<T>) {
  // Column names stay at the top of the content while the rows scroll under them.
  const { ref, sticky } = useStickyHeader();
  return (
    <ConfigProvider theme={TABLE_THEME}>
      <div ref={ref} className="dt-table">
        <Table<T>
          {...table}
          size={size}
          bordered={bordered}
          columns={laidColumns(columns)}
          dataSource={dataSource as T[]}
          // Laid out by the content (columns.ts), as wide as the card; sideways scrolling only past it.
          tableLayout="auto"
          scroll={{ x: true }}
          sticky={sticky}
        />
      </div>
    </ConfigProvider>
  );
}
