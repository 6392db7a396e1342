/**
 * The one HTTP client of the console. Same-origin JSON with the session cookie; every failure
 * becomes an ApiError carrying the status and, when the server sent one, its {"error"} sentence.
 * Answers are typed with the contract's types but not re-parsed here: the server validates every
 * response against the same zod schemas, and leaving zod out keeps the login bundle small.
 */

export class ApiError extends Error {
  /** 0 when the request never got an answer (offline, satellite link down). */
  readonly status: number;
  /** The server's own sentence from {"error": "..."}; null when it sent none. */
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readError(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      return body.error.trim() || null;
    }
  } catch {
    // Not JSON (a proxy page, an empty body): there is no sentence to show.
  }
  return null;
}

async function send(method: Method, path: string, body: unknown, accept: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: accept,
        // The page's language (kit/i18n sets <html lang>), so the server answers its sentences in it.
        'Accept-Language': document.documentElement.lang || 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) throw new ApiError(response.status, await readError(response));
  return response;
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body, 'application/json, application/hal+json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    throw new ApiError(response.status, null);
  }
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T = void>(path: string) => request<T>('DELETE', path),
  /** A file as the whole request body (a greeting's audio), answered with JSON; errors as for JSON calls. */
  putFile: async <T>(path: string, file: Blob) => {
    let response: Response;
    try {
      response = await fetch(path, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
    } catch {
      throw new ApiError(0, null);
    }
    if (!response.ok) throw new ApiError(response.status, await readError(response));
    return (await response.json()) as T;
  },
  /** An answer that is a document, not JSON (a phone's XML configuration); errors as for JSON calls. */
  getText: async (path: string, accept = 'text/plain') => (await send('GET', path, undefined, accept)).text(),
};

/** Builds a query string, skipping empty values: query({ domain }) → '?domain=cpl.example'. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
