/**
 * A failed call to the content API. `status` is the HTTP status, or 0 when no answer came
 * (offline, timeout, aborted). `message` is the server's text in the request's language, when
 * it sent one; `errors` maps form fields to error codes.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
