import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { modules } from './modules';
import { AttemptLimiter } from './modules/auth/attempt-limiter';
import { authenticate } from './platform/auth/authenticate';
import { authorize, Permissions } from './platform/auth/permissions';
import { RevocationList } from './platform/auth/revocation';
import { SessionGate } from './platform/auth/session-gate';
import { createTokenService } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { DatabaseHandle } from './platform/db/database';
import type { AppDeps } from './platform/deps';
import { DiskFileStore, S3FileStore } from './platform/files/file-store';
import { apiHeaders } from './platform/http/api-headers';
import { envelope, errorEnvelope, frameworkError, MAX_PATH_PARAMETER } from './platform/http/envelope';
import { inputGuard } from './platform/http/input-guard';
import { REDACTED_LOG_PATHS, requestSerializer } from './platform/http/log-redaction';
import { requestContext } from './platform/http/request-context';
import { serializerCompiler } from './platform/http/serializer';
import { DEFAULT_JOB_SETTINGS, JobQueue } from './platform/jobs/queue';
import { provideModuleScopeFacts } from './scope-facts';

export type App = FastifyInstance;

export async function buildApp(config: Config, database: DatabaseHandle): Promise<App> {
  provideModuleScopeFacts();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestSerializer },
            redact: { paths: REDACTED_LOG_PATHS, censor: '***' },
            ...(config.logStream ? { stream: config.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    requestTimeout: 120_000,
    // Zod validates and coerces query strings itself; keep Fastify's parser from guessing types.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAMETER },
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const revocations = new RevocationList(database.db);
  await revocations.start();
  const sessions = new SessionGate(database.db);
  await sessions.start();
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService(config.tokenSecret),
    revocations,
    sessions,
    signInAttempts: new AttemptLimiter(Math.max(5, Math.floor(config.tokenRateLimitPerMinute / 3))),
    permissions: new Permissions(database.db),
    files: config.s3 ? new S3FileStore(config.s3) : new DiskFileStore(join(config.dataDir, 'attach')),
    jobs: new JobQueue(database.db, { ...DEFAULT_JOB_SETTINGS, ...config.jobs }, (error) =>
      app.log.error({ err: error }, 'job queue'),
    ),
    caches: [],
  };
  deps.caches.push(deps.permissions.cache);
  app.decorate('deps', deps);
  // Workers start once every module has defined its jobs, and stop before the database closes.
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    revocations.stop();
    sessions.stop();
  });
  // While shutting down, answers to in-flight requests close their connection, so no kept-alive
  // socket holds the server open after the last of them (Node closes only the sockets idle at that moment).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'", 'https:', 'http:'],
        workerSrc: ["'self'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Sales and distribution portal API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(requestContext);
  await app.register(errorEnvelope);
  await app.register(inputGuard);
  // Authentication is scoped to the business calls; the API docs and the web app stay public.
  await app.register(
    async (api) => {
      await api.register(apiHeaders);
      await api.register(envelope);
      await api.register(authenticate, { tokens: deps.tokens, revocations, sessions });
      await api.register(authorize, { permissions: deps.permissions });
      for (const module of modules) await api.register(module);
    },
    { prefix: '/api' },
  );

  const webDist = resolve(config.webDist ?? new URL('../../web/dist', import.meta.url).pathname);
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, decorateReply: false });
  }
  return app;
}
