import { readToken } from './session-store.ts';

/** A failed call: the envelope's human text, its machine code and HTTP status. No UI side effects here. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Array<{ path: string; message: string }>;
  constructor(
    status: number,
    message: string,
    code = 'INTERNAL_ERROR',
    details: Array<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The code of an ApiError whose body was not the server's envelope: nothing was said. */
export const NO_ANSWER = 'NO_ANSWER';

/** The server's own explanation of a refusal, when it answered with one (not a network failure). */
export function serverReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : undefined;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Query parameters; undefined, null and empty values are left out. */
  query?: { [key: string]: unknown };
  signal?: AbortSignal;
}

/**
 * Calls `/api<path>` with JSON and, when a token is stored, `Authorization: Bearer <token>`.
 * Resolves with the parsed envelope on success; throws ApiError with the server's `error` text otherwise.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  // The server answers in the page's language (ADR 020), whatever the browser's own list says.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': document.documentElement.lang || 'en',
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error', 'NETWORK_ERROR');
  }
  const payload = (await response.json().catch(() => null)) as
    | (T & {
        success?: boolean;
        error?: string;
        message?: string;
        code?: string;
        details?: ApiError['details'];
      })
    | null;
  if (!response.ok || !payload || payload.success === false) {
    throw new ApiError(
      response.status,
      // No words of the server's (a proxy's error page): the caller says it in the page's language.
      payload?.error ?? payload?.message ?? '',
      // A body that could not be read (cut off by leaving the page, a proxy's page) is no answer.
      payload ? payload.code : NO_ANSWER,
      payload?.details ?? [],
    );
  }
  return payload;
}
