import { domainHandler } from '../platform/http/handler';
import { goLiveCommit } from './commit';
import { goLiveDryRun } from './dry-run';
import { goLiveTemplate } from './template';

/**
 * Go-live (issue 25): the opening workbook's template, its dry run and its commit. A file worker of its own: the
 * workbook reader (ExcelJS) stays out of the daily functions; more memory, up to 29 s.
 */
export const handler = domainHandler('go-live', { goLiveTemplate, goLiveDryRun, goLiveCommit });
