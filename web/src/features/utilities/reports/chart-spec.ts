/** What a chart shows, in plain data: the screens build it, charts.tsx draws it (and only it loads the library). */
export interface ChartSeries {
  key: string;
  name: string;
  /** The y axis it is read on (default: the first). */
  axis?: string;
  /** Bars with the same stack are drawn on top of each other. */
  stack?: string;
}

export interface ChartSpec {
  data: Record<string, string | number | null>[];
  /** The field of the x axis (a month MM/YYYY, a building). */
  x: string;
  /** The first is drawn on the left, a second on the right. */
  axes: { id: string; unit: string }[];
  bars: ChartSeries[];
  lines?: ChartSeries[];
  height?: number;
}
