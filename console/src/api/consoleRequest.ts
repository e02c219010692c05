/**
 * Every call the console makes to the API: the session cookie travels by itself, the CSRF token
 * goes in `x-csrf-token` on writes, `lang` asks for messages in the interface's language, and a
 * 401 anywhere but sign-in means the session has ended (the app goes back to sign-in).
 */
import type { AxiosRequestConfig } from 'axios';
import { ApiError } from '@azi/shared/api/ApiError';
import { apiRequest, getApiClient } from '@azi/shared/api/client';
import type { ErrorBody } from '@azi/shared/api/schemas/envelope';

let csrfToken: string | null = null;
// When the API last answered a signed-in call: each one restarts the session's idle clock there.
let lastActivity = Date.now();
let interfaceLang = 'zh';
const expiryListeners = new Set<() => void>();

/** Epoch ms of the API's last successful answer (the idle warning counts from it). */
export function lastApiActivity(): number {
  return lastActivity;
}

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function setRequestLang(lang: string): void {
  interfaceLang = lang;
}

/** Called whenever the API says the session is over; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

const SAFE = new Set(['GET', 'HEAD']);

export function consoleConfig(config: AxiosRequestConfig): AxiosRequestConfig {
  const method = (config.method ?? 'GET').toUpperCase();
  return {
    ...config,
    method,
    // A call may name its own lang (a preview in hk); messages then come in that language.
    params: { lang: interfaceLang, ...(config.params as Record<string, unknown> | undefined) },
    headers: {
      ...(config.headers as Record<string, string> | undefined),
      ...(!SAFE.has(method) && csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    },
  };
}

export function reportFailure(error: unknown, { signIn = false } = {}): never {
  if (error instanceof ApiError && error.status === 401 && !signIn) for (const listener of expiryListeners) listener();
  throw error;
}

/** A JSON call: the envelope's data, or an ApiError with the API's message in the interface language. */
export async function consoleRequest<T>(config: AxiosRequestConfig, options: { signIn?: boolean } = {}): Promise<T> {
  try {
    const data = await apiRequest<T>(consoleConfig(config));
    lastActivity = Date.now();
    return data;
  } catch (error) {
    return reportFailure(error, options);
  }
}

/** A call whose answer is not the JSON envelope (CSV) or that reports upload progress. */
export async function consoleRawRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const { axios, instance } = await getApiClient();
  try {
    const { data } = await instance.request<T>(consoleConfig(config));
    lastActivity = Date.now();
    return data;
  } catch (error) {
    if (axios.isAxiosError<ErrorBody>(error)) {
      const status = error.response?.status ?? 0;
      const body = error.response?.data;
      const message =
        body && typeof body === 'object' && typeof body.message === 'string' ? body.message : error.message;
      return reportFailure(new ApiError(status, message, body && typeof body === 'object' ? body.errors : undefined));
    }
    throw error;
  }
}

/**
 * POST of a file as the request's body (`?fileName=…`), reporting progress from 0 to 1; answers
 * the envelope's data. Uploads may take minutes on a slow line (the usual limit is 15 s).
 */
export async function consoleUpload<T>(
  url: string,
  file: Blob,
  fileName: string,
  contentType: string,
  onProgress: (fraction: number) => void,
  params: Record<string, string> = {},
): Promise<T> {
  const body = await consoleRawRequest<{ data: T }>({
    method: 'POST',
    url,
    params: { ...params, fileName },
    data: file,
    headers: { 'Content-Type': contentType },
    timeout: 10 * 60_000,
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
  return body.data;
}
