/** The go-live tab of the admin area (issue 25): template, cut-over date, upload and dry run. */
export { GoLivePanel } from './GoLivePanel';
