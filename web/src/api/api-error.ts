/** Any non-2xx answer of our API, with the server's Vietnamese message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    /** Already shown to the user (the session-expired dialog), so nobody shows it again. */
    readonly handled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
