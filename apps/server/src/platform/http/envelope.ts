import { envelopeOf } from '@smdp/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Language, parseLanguage } from '../i18n/languages';
import { type MessageKey, messages, translate } from '../i18n/messages';
import { formatDatesDeep } from './datetime';
import { AppError, OAuthError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for calls whose success is not wrapped: the two OAuth calls, file downloads. */
    envelope?: boolean;
    /** The two OAuth calls (api-conventions.md): their failures are `{error, error_description}`, not envelopes. */
    oauthErrors?: boolean;
  }
}

/**
 * The one place where the wire rules live: success bodies of the business calls are wrapped in
 * `{code, success, data, msg}` with dates written in the caller's zone (`envelope`, registered around
 * the modules), and every failure anywhere becomes a translated envelope (`errorEnvelope`, at the root).
 */
/** Fastify copies a GET route into a HEAD route sharing the same objects: wrap each object once. */
const alreadyWrapped = new WeakSet<object>();

export const envelope = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.envelope === false || alreadyWrapped.has(route.handler)) return;
    const responses = route.schema?.response as Record<string, z.ZodType> | undefined;
    if (responses?.[200] && !alreadyWrapped.has(responses[200])) {
      responses[200] = envelopeOf(responses[200]);
      alreadyWrapped.add(responses[200]);
    }
    // Wrapping the handler rather than hooking preSerialization also covers handlers that return null.
    const handler = route.handler as (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = async function wrapped(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const data = await handler.call(this, request, reply);
      if (data === reply || reply.sent) return data;
      return {
        code: 200,
        success: true,
        data: formatDatesDeep(data ?? null, request.zone),
        msg: translate('success', request.lang),
      };
    };
    alreadyWrapped.add(route.handler);
  });
});

const JSON_TYPE = 'application/json; charset=utf-8';

export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof OAuthError) {
      return reply.status(400).send({
        error: error.error,
        error_description: translate(error.messageKey, request.lang, error.params),
      });
    }
    const failure = describeFailure(error, request);
    if (failure.code >= 500) request.log.error({ err: error }, 'request failed');
    const body = { code: failure.code, success: false, data: null, msg: failure.msg };
    if (request.routeOptions.config?.oauthErrors) {
      return reply.status(failure.code).send({ error: 'invalid_request', error_description: failure.msg });
    }
    // A custom serializer makes Fastify skip its default content type: name it, for 401 and 403 too.
    return reply.status(failure.code).type(JSON_TYPE).serializer(JSON.stringify).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, success: false, data: null, msg: translate('routeNotFound', request.lang) });
  });
});

/** Fastify's default `maxParamLength`: a longer path parameter is refused by the router itself. */
export const MAX_PATH_PARAMETER = 100;

/**
 * The router's own refusals (a path parameter too long, a path that does not decode) come before any hook,
 * so before the language is known: translated here from the header directly.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = parseLanguage(request.headers['lang-type']);
  const msg =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? translate('invalidParameter', lang, {
          field: 'path',
          detail: translate('maxInputCharacters', lang, { max: MAX_PATH_PARAMETER }),
        })
      : translate('unsafeCharacters', lang, { field: 'path' });
  return reply.status(400).send({ code: 400, success: false, data: null, msg });
}

function describeFailure(error: FastifyError, request: FastifyRequest): { code: number; msg: string } {
  const lang = request.lang;
  if (error instanceof AppError) return { code: error.status, msg: translate(error.messageKey, lang, error.params) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '';
    const detail = issue ? describeIssue(issue.keyword, issue.params, issue.message ?? '', lang) : '';
    return { code: 400, msg: translate('invalidParameter', lang, { field, detail }) };
  }
  if (isResponseSerializationError(error)) return { code: 500, msg: translate('serverError', lang) };
  if (error.statusCode === 429) return { code: 429, msg: translate('tooManyRequests', lang) };
  // Fastify's own rejections (malformed JSON, `__proto__` keys, wrong content type, body too large) are the
  // caller's fault; its English wording is replaced by a translated one.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { code: 400, msg: translate('bodyTooLarge', lang) };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 400, msg: translate('unreadableBody', lang) };
  }
  return { code: 500, msg: translate('serverError', lang) };
}

/**
 * Zod's own wording is English; the issues a person can fix by typing get a translated text. A contract's
 * rule may name a message key as its message (`z.number().int({ error: 'stockShelfLifeInvalid' })`).
 */
function describeIssue(code: string, params: Record<string, unknown>, fallback: string, lang: Language): string {
  if (Object.hasOwn(messages, fallback)) return translate(fallback as MessageKey, lang);
  if (code === 'too_big' && params.origin === 'string' && typeof params.maximum === 'number') {
    return translate('maxInputCharacters', lang, { max: params.maximum });
  }
  if (code === 'invalid_type' && /received undefined/.test(fallback)) return translate('required', lang);
  return fallback;
}
