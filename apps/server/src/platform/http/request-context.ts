import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Language, parseLanguage } from '../i18n/languages';
import { isValidTimeZone } from './datetime';

declare module 'fastify' {
  interface FastifyRequest {
    /** From `Lang-Type`; every message the response carries is in this language. */
    lang: Language;
    /** From `Zone-Id`; every timestamp the response carries is written in this zone. */
    zone: string;
  }
}

const DEFAULT_ZONE = 'UTC';

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('zone', DEFAULT_ZONE);
  app.addHook('onRequest', async (request) => {
    request.lang = parseLanguage(request.headers['lang-type']);
    const zone = request.headers['zone-id'];
    request.zone = typeof zone === 'string' && zone && isValidTimeZone(zone) ? zone : DEFAULT_ZONE;
  });
});
