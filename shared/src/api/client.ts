import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { ApiError } from '@azi/shared/api/ApiError';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { Envelope, ErrorBody } from '@azi/shared/api/schemas/envelope';

let client: Promise<{ axios: AxiosStatic; instance: AxiosInstance }> | undefined;
let serverAdapter: AxiosAdapter | undefined;

/**
 * The axios instance, loaded on first use: a page rendered by the server needs no request to
 * paint, so axios is not part of any first view.
 */
export function getApiClient(): Promise<{ axios: AxiosStatic; instance: AxiosInstance }> {
  client ??= import('axios').then(({ default: axios }) => ({
    axios,
    instance: axios.create({
      baseURL: API_PREFIX,
      timeout: 15_000,
      headers: { Accept: 'application/json' },
      adapter: serverAdapter,
    }),
  }));
  return client;
}

/** Server only: answer the client's requests in the server's own process. */
export function setServerAdapter(adapter: AxiosAdapter): void {
  serverAdapter = adapter;
  client = undefined;
}

/** Calls the API and returns the envelope's data, or throws an ApiError. */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  const { axios, instance } = await getApiClient();
  try {
    const response = await instance.request<Envelope<T>>(config);
    const body: unknown = response.data;
    // A proxy or static-file fallback can answer 200 with HTML; that is not data.
    if (!body || typeof body !== 'object' || !('data' in body))
      throw new ApiError(response.status, 'Unexpected response from the content API');
    return (body as Envelope<T>).data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (axios.isAxiosError<ErrorBody>(error)) {
      const status = error.response?.status ?? 0;
      const body = error.response?.data;
      const message = body && typeof body.message === 'string' ? body.message : error.message;
      throw new ApiError(status, message, body?.errors);
    }
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
}

/** POST with a form-encoded body, as docs/product.md (Content API) asks for POST requests. */
export function apiPostForm<T>(url: string, fields: Record<string, string | number | boolean | undefined>): Promise<T> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, String(value));
  return apiRequest<T>({
    method: 'POST',
    url,
    data: body.toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
  });
}
