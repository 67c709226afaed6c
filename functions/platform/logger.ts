import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per Lambda; the http stack adds the request id to every line. */
export const logger = new Logger({
  serviceName: 'nha-tro',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
