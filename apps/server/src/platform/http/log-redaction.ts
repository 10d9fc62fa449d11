import type { FastifyRequest } from 'fastify';

/**
 * Query keys whose values never reach the log: the token call carries the password digest and the
 * refresh token in its query (the dialect's choice), and password changes send md5 values there too.
 */
const SECRET_QUERY_KEYS = new Set(
  [
    'password',
    'oldPassword',
    'newPassword',
    'newPassword1',
    'refresh_token',
    'access_token',
    'token',
    'client_secret',
    'code',
    'captchaCode',
    'captcha_code',
    'smsCode',
    'blade-auth',
  ].map((key) => key.toLowerCase()),
);

const MASK = '***';

/** The request URL with every secret query value masked; the path and the other keys stay readable. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_QUERY_KEYS.has(safeDecode(key).toLowerCase()) ? `${key}=${MASK}` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** What Fastify logs of each request (its default, with the URL redacted). */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Headers that carry credentials or codes, masked should anything log a request's headers. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers["blade-auth"]',
  'req.headers["captcha-code"]',
  'req.headers["captcha-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];
