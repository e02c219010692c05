import { ApiError } from '@azi/shared/api/ApiError';
import { getApiClient } from '@azi/shared/api/client';
import type { Envelope, ErrorBody } from '@azi/shared/api/schemas/envelope';
import { consoleConfig } from '../../../api/consoleRequest';
import type { Session } from './session-types';

/** A refused sign-in: the API's message, and how long to wait when it is throttling. */
export class SignInError extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, message);
    this.name = 'SignInError';
  }
}

export async function signIn(email: string, password: string): Promise<Session> {
  const { axios, instance } = await getApiClient();
  try {
    const response = await instance.request<Envelope<Session>>(
      consoleConfig({ method: 'POST', url: '/admin/session', data: { email, password } }),
    );
    return response.data.data;
  } catch (error) {
    if (axios.isAxiosError<ErrorBody>(error) && error.response) {
      const retry = Number(error.response.headers['retry-after']);
      const body = error.response.data;
      throw new SignInError(
        error.response.status,
        typeof body?.message === 'string' ? body.message : error.message,
        Number.isFinite(retry) && retry > 0 ? retry : undefined,
      );
    }
    throw new SignInError(0, error instanceof Error ? error.message : String(error));
  }
}
