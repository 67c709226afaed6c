import { queryOptions } from '@tanstack/react-query';
import { compareAnalysisRows, electricityAnalysis, getAnalysisDevices, listDevices, waterAnalysis } from '../../../../../shared/api/utilities';
import type { AnalysisType } from '../../../../../shared/exports/reports/utility-analysis';
import { lastDayOf } from '../../../../../shared/dates';
import { call } from '../../../api/client';
import { callEveryPage } from '../../../api/every-page';
import { domainKey } from '../../../api/query-keys';

/** The operations of one analysis: /electricity-consumption-analysis (E) or /water-consumption-analysis (W). */
export const ANALYSIS_ENDPOINTS = { E: electricityAnalysis, W: waterAnalysis } as const;

/** Spec §2: the start and end dates are the month's first and last day (the fields are disabled). */
export const analysisPeriod = (month: string) => ({ month, date_start: `${month}-01`, date_end: lastDayOf(month) });

/**
 * The analysis reads, under utilities (finalize, device and note writes refresh them). The rows are
 * asked for again whenever the screen asks (staleTime 0: 'Lấy dữ liệu' always reaches the server), and
 * a failure is only logged (spec §8: the table stays empty or unchanged). The server answers a page of
 * rooms at a time (issue 23 §13): the rows and the devices are every page, read one after the other,
 * the rows put in the screen's order (building, floor, room).
 */
export const analysisQueries = {
  log: (type: AnalysisType, month: string) =>
    queryOptions({
      queryKey: [...domainKey('utilities'), 'analysis-log', type, month] as const,
      queryFn: ({ signal }) => call(ANALYSIS_ENDPOINTS[type].log, { query: { month }, signal }),
      staleTime: 0,
    }),
  rows: (type: AnalysisType, month: string) =>
    queryOptions({
      queryKey: [...domainKey('utilities'), 'analysis', type, month] as const,
      queryFn: async ({ signal }) => ({
        month,
        type,
        rows: (await callEveryPage(ANALYSIS_ENDPOINTS[type].get, { query: analysisPeriod(month), signal })).sort(compareAnalysisRows),
      }),
      staleTime: 0,
      meta: { silent: true },
    }),
  devices: (month: string) =>
    queryOptions({
      queryKey: [...domainKey('utilities'), 'analysis-devices', month] as const,
      // Looked up by room (shownRows): their order does not matter.
      queryFn: async ({ signal }) => ({ month, data: await callEveryPage(getAnalysisDevices, { query: { month }, signal }) }),
      staleTime: 0,
      meta: { silent: true },
    }),
  /** The device catalogue (TL ML MG MQ BD BG AD): the popup's checkboxes. */
  catalogue: () =>
    queryOptions({
      queryKey: [...domainKey('utilities'), 'devices'] as const,
      queryFn: ({ signal }) => call(listDevices, { signal }),
      staleTime: Infinity,
    }),
};
