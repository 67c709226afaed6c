/**
 * Lets code outside React components (logout, the HTTP client) move the user. The router registers
 * its own navigate here when it is created; before that a full page load does the job.
 */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export const navigation = {
  go: (to: string) => navigateImpl(to),
  register(fn: (to: string) => void) {
    navigateImpl = fn;
  },
};
