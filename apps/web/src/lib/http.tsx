import { currentLanguage, i18n } from './i18n';
import { notify } from './notify';
import { useProgress } from './progress';
import { useSession } from './session';
import { settings } from './settings';

type Query = Record<string, string | number | boolean | null | undefined>;
type Options = { query?: Query; body?: unknown; headers?: Record<string, string>; quiet?: boolean };

/** A failed call: the server's reason, already shown to the user unless the call was quiet. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    text: string,
  ) {
    super(text);
  }
}

/** spec §5: values are trimmed and empty or null ones removed. */
export function cleanQuery(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== '') params.append(key, text);
  }
  return params;
}

const AGENT_BY_IPO_STATUS: Record<number, string> = { 1: '10', 2: '20', 3: '30' };

/**
 * The headers of spec §7 on every call; My-Head-Agent only for customer-side users (spec §6), from the
 * sale unit's or the user setting's ipoStatus that sign-in loaded into the session.
 */
export function requestHeaders(ipoStatus = useSession.getState().ipoStatus): Record<string, string> {
  const { accessToken, user } = useSession.getState();
  const headers: Record<string, string> = {
    Authorization: `Basic ${btoa(`${settings.client.id}:${settings.client.secret}`)}`,
    'Lang-Type': currentLanguage(),
    'Zone-Id': Intl.DateTimeFormat().resolvedOptions().timeZone,
    FrontType: settings.headers.frontType,
    SystemType: settings.headers.systemType,
    'Service-Type': settings.headers.serviceType,
  };
  if (accessToken) headers['Blade-Auth'] = `bearer ${accessToken}`;
  if ((user?.user_info?.userType ?? user?.user_type) === 1)
    headers['My-Head-Agent'] = AGENT_BY_IPO_STATUS[ipoStatus ?? 1] ?? '10';
  return headers;
}

/** spec §8: 'Bad credentials' becomes our own sentence; long texts wrap every 100 characters. */
export function describeFailure(text: string | undefined): string {
  if (!text) return i18n.t('errors.unknown');
  if (text === 'Bad credentials') return i18n.t('login.badCredentials');
  if (text.length <= settings.message.wrapOver) return text;
  return text.match(new RegExp(`.{1,${settings.message.wrapEvery}}`, 'g'))?.join('\n') ?? text;
}

const TOAST_KEY = 'api-error';

/** Only one error toast at a time (spec §8). */
export function showError(text: string) {
  void notify('error', <span style={{ whiteSpace: 'pre-line', wordBreak: 'break-all' }}>{text}</span>, TOAST_KEY);
}

let onUnauthorized: () => void = () => {};
/** What a 401 does (log out locally, go to /login); set by the router, which knows how to navigate. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

export async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, options: Options = {}): Promise<T> {
  const { start, done } = useProgress.getState();
  const params = cleanQuery(options.query).toString();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.api.timeoutMs);
  start();
  let response: Response;
  try {
    response = await fetch(`${settings.api.base}${path}${params ? `?${params}` : ''}`, {
      method,
      headers: {
        ...requestHeaders(),
        ...(options.body === undefined || options.body instanceof FormData
          ? {}
          : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: encodeBody(options.body),
      signal: controller.signal,
    });
  } catch {
    // Network failures stay quiet (spec §8): the progress bar ends and the call fails.
    throw new ApiError(0, 'network');
  } finally {
    clearTimeout(timer);
    done();
  }
  const body = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'error_description' in body) {
    return fail(400, body.error_description as string, options.quiet);
  }
  if (body && typeof body === 'object' && 'code' in body && 'success' in body) {
    if (body.code === 200) return body.data as T;
    if (body.code === 401) {
      onUnauthorized();
      throw new ApiError(401, body.msg);
    }
    return fail(body.code, body.msg, options.quiet);
  }
  if (response.ok && body !== null) return body as T;
  return fail(response.status, undefined, options.quiet);
}

/** JSON, or a multipart form as is (the browser sets its boundary). */
function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function fail(code: number, text: string | undefined, quiet = false): never {
  const described = describeFailure(text);
  if (!quiet) showError(described);
  throw new ApiError(code, described);
}

export const get = <T,>(path: string, query?: Query, options: Omit<Options, 'query'> = {}) =>
  api<T>('GET', path, { ...options, query });
export const post = <T,>(path: string, body?: unknown, options: Omit<Options, 'body'> = {}) =>
  api<T>('POST', path, { ...options, body });
export const del = <T,>(path: string, query?: Query, options: Omit<Options, 'query'> = {}) =>
  api<T>('DELETE', path, { ...options, query });
/** Sends files as multipart/form-data: `upload('/blade-resource/attach/upload', { file })`. */
export function upload<T>(path: string, fields: Record<string, Blob | string>, options: Omit<Options, 'body'> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return api<T>('POST', path, { ...options, body: form });
}

/**
 * Fetches a file with the sign-in header (a plain link could not send it) and saves it under
 * `fileName`. A refused download answers the envelope, like every call but the two OAuth ones.
 */
export async function saveDownload(path: string, fileName: string): Promise<void> {
  const response = await fetch(`${settings.api.base}${path}`, { headers: requestHeaders() }).catch(() => null);
  if (!response) throw new ApiError(0, 'network');
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    const text = describeFailure(body?.msg);
    showError(text);
    throw new ApiError(response.status, text);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
