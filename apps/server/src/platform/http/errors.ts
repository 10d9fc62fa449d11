import type { MessageKey, MessageParams } from '../i18n/messages';

/** Envelope codes of api-conventions.md; the HTTP status mirrors them. */
export type ErrorCode = 400 | 401 | 403 | 404 | 405 | 409 | 429 | 500;

/** A failure a person should read: carries a message key, translated when the response is written. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError(400, key, params);
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = () => new AppError(404, 'notFound');
export const staleVersion = () => new AppError(409, 'staleVersion');

/** The OAuth2 token call's own failure shape (api-conventions.md "Two calls are NOT wrapped"). */
export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_grant' | 'invalid_client' | 'invalid_request' | 'unsupported_grant_type',
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.name = 'OAuthError';
  }
}
