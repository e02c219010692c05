import type { Envelope, ErrorBody } from '@azi/shared/api/schemas/envelope';

export function ok<T>(data: T, message = 'ok'): Envelope<T> {
  return { code: 200, message, data };
}

/** An error the client caused; its message is shown to the visitor, so it is localised. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.errors
      ? { code: this.statusCode, message: this.message, errors: this.errors }
      : { code: this.statusCode, message: this.message };
  }
}
