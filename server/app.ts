/**
 * Builds the Fastify application: the JSON:API under /api/v1 and the built browser apps.
 * Used by main.ts (the real server), by tests (app.inject or a port) and by the benchmark.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import type { Database, Db } from './db/client';
import { tokenService } from './auth/jwt';
import { linkSigner } from './auth/linkSigner';
import { registerAuthentication } from './auth/authenticate';
import { registerNegotiation, MEDIA_TYPE } from './jsonapi/negotiation';
import { registerErrorHandler } from './jsonapi/errorHandler';
import { registerResourceRoutes } from './jsonapi/routes';
import { registerTokenRoutes } from './routes/tokens';
import { registerViewerRoutes } from './routes/viewer';
import { registerDashboardRoutes } from './routes/dashboards';
import { registerPasswordResetRoutes } from './routes/passwordReset';
import { registerValidateAddressesRoute } from './routes/validateAddresses';
import { registerMailbox } from './mail/mailbox';
import { registerMeetingScheduleRoutes } from './routes/meetingSchedule';
import { registerContentImageRoute } from './routes/contentImage';
import { registerUploadRoutes } from './routes/uploads';
import type { UploadStore } from './uploads/store';
import { registerUserPhotoRoutes } from './routes/userPhoto';
import { registerLicensingActionRoutes } from './routes/licensingActions';
import { registerUserRestoreRoute } from './routes/userRestore';
import { registerChildQuestRoutes } from './routes/childQuests';
import { registerTeacherPasswordResetRoute } from './routes/teacherPasswordReset';
import { registerLessonPlanDuplicateRoute } from './routes/lessonPlanDuplicates';
import { registerLessonRestartRoute } from './routes/lessonRestart';
import { registerLessonEventRoutes } from './routes/lessonEvents';
import { registerLessonReportRoute } from './routes/lessonReport';
import { registerLessonStudentsRoute } from './routes/lessonStudents';
import { registerPassphraseLoginRoutes } from './routes/passphraseLogins';
import { lessonEventHub } from './live/lessonEvents';
import { registerUserImportRoute } from './routes/userImports';
import { registerSignUpRoutes } from './routes/signUp';
import { registerConfirmEmailRoute } from './routes/confirmEmail';
import { registerInviteRoutes } from './routes/invites';
import { registerAttendeeLinkRoutes } from './routes/attendeeLinks';
import { registerPlacesRoutes } from './routes/places';
import { registerSiteDocumentRoutes } from './routes/siteDocuments';
import { registerOAuthRoutes } from './routes/oauth';
import { registerMedia, registerStatic } from './static';
import { registerGracefulClose } from './gracefulClose';
import { registerHealthChecks } from './health';
import { registerMetrics } from './metrics/route';
import type { PlacesConfig } from './places/adapter';
import type { StudentAppOrganizations } from '../domain/studentApp';
import type { SiteCopyConfig } from './siteCopy/adapter';
import type { OAuthConfig } from './auth/oauth/providers';
import { memoryStore } from './limits/memoryStore';
import type { LimitStore } from './limits/store';
import type { TrustProxy } from './network/trustProxy';
import { REQUEST_LOG } from './log';
import { collectApiRoutes } from './openapi/routeCatalogue';
import { registerApiDescription } from './openapi/route';

export const API_PREFIX = '/api/v1';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  development?: boolean;
  logger?: boolean;
  /** Directory of the built browser apps; static serving is skipped when absent. */
  distDir?: string;
  /** The environment's name for the shell's header label (NODE_ENV). */
  environment?: string;
  /** Serve the outbox at /mailbox (never in production). */
  mailbox?: boolean;
  /** Origin used in absolute links (JSON:API links must be URIs); never taken from the Host header. */
  publicUrl?: string;
  /**
   * Where uploaded files are kept (server/uploads/store.ts: DATA_DIR/uploads, or an S3 bucket
   * with S3_BUCKET), served from at /uploads by this process; uploads are refused when absent.
   */
  uploads?: UploadStore;
  /** Outside services (README "Settings"): each absent one uses its embedded default or answers 501. */
  places?: PlacesConfig;
  /** Whose people use the student app (domain/studentApp.ts); every organisation by default. */
  studentAppOrganizations?: StudentAppOrganizations;
  siteCopy?: SiteCopyConfig;
  oauth?: OAuthConfig;
  /**
   * Where lessons' live events come from: the database's LISTEN (server/live/lessonEvents.ts).
   * Without it, event streams open (hello, pings) but carry no events.
   */
  events?: Pick<Database, 'listen'>;
  /** The clock dashboards read (tests fix it); the system's by default. */
  now?: () => Date;
  /** Where throttles count (server/limits/): this process's memory by default, Redis to share counts between processes. */
  limitStore?: LimitStore;
  /** Whose X-Forwarded-For gives `req.ip`, the address every throttle keys on (server/network/trustProxy.ts); nobody's by default. */
  trustProxy?: TrustProxy;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for (server/metrics/); unset, /metrics answers 404. */
  metricsToken?: string | undefined;
  /** The database /metrics describes (its driver and, on PostgreSQL, its pool) and /readyz asks (its ping); absent, neither is reported and /readyz asks over `db`. */
  database?: Pick<Database, 'kind' | 'poolStats' | 'ping'>;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? REQUEST_LOG : false,
    trustProxy: opts.trustProxy ?? false,
    // A stopping app answers what reaches it on a connection it had (gracefulClose.ts), with
    // `Connection: close`, rather than 503: the client sent it before it could know, and a
    // balancer does not send a refused POST again.
    return503OnClosing: false,
  });
  app.decorate('db', opts.db);
  app.decorate('apiBase', API_PREFIX);
  const origin = (opts.publicUrl ?? 'http://127.0.0.1').replace(/\/$/, '');
  app.decorate('publicOrigin', origin);
  app.decorate('publicApiUrl', `${origin}${API_PREFIX}`);
  app.decorate('tokens', tokenService(opts.jwtSecret));
  app.decorate('linkSigner', linkSigner(opts.jwtSecret));
  app.decorate('now', opts.now ?? ((): Date => new Date()));
  app.decorate('limitStore', opts.limitStore ?? memoryStore());
  app.decorate<StudentAppOrganizations>('studentAppOrganizations', opts.studentAppOrganizations ?? 'all');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Before any route, so the API's description (server/openapi/) sees every one.
  const apiRoutes = collectApiRoutes(app, API_PREFIX);
  app.decorate('apiRoutes', apiRoutes);
  registerErrorHandler(app, opts.development ?? false);
  registerGracefulClose(app);
  registerHealthChecks(app, opts.database);
  const lessonEvents = lessonEventHub(opts.events);
  registerMetrics(app, { token: opts.metricsToken, database: opts.database, openStreams: () => lessonEvents.size() });
  await app.register(multipart);
  if (opts.uploads) registerUploadRoutes(app, opts.uploads);
  await registerMedia(app);
  await app.register(
    async (api) => {
      registerNegotiation(api);
      registerAuthentication(api);
      api.addHook('onSend', async (req, reply, payload) => {
        const download = (req.routeOptions.config as { download?: boolean } | undefined)?.download === true && reply.statusCode < 300;
        if (reply.statusCode !== 204 && !download) void reply.type(MEDIA_TYPE);
        return payload;
      });
      registerApiDescription(api, apiRoutes);
      registerTokenRoutes(api);
      registerViewerRoutes(api);
      registerDashboardRoutes(api);
      registerPasswordResetRoutes(api);
      registerValidateAddressesRoute(api);
      // Registration app: sign-up, invites and the outside services behind adapters.
      registerSignUpRoutes(api);
      registerConfirmEmailRoute(api);
      registerInviteRoutes(api);
      registerAttendeeLinkRoutes(api);
      registerPlacesRoutes(api, opts.places);
      registerSiteDocumentRoutes(api, opts.siteCopy);
      registerOAuthRoutes(api, opts.oauth, opts.jwtSecret);
      registerMeetingScheduleRoutes(api);
      registerUserImportRoute(api);
      registerResourceRoutes(api);
      registerLicensingActionRoutes(api);
      registerUserRestoreRoute(api);
      registerChildQuestRoutes(api);
      registerTeacherPasswordResetRoute(api);
      registerLessonPlanDuplicateRoute(api);
      // The live classroom (issue 11).
      registerLessonRestartRoute(api);
      registerPassphraseLoginRoutes(api);
      registerLessonEventRoutes(api, lessonEvents);
      registerLessonReportRoute(api);
      registerLessonStudentsRoute(api);
      if (opts.uploads) registerContentImageRoute(api, opts.uploads);
      if (opts.uploads) registerUserPhotoRoutes(api, opts.uploads);
    },
    { prefix: API_PREFIX },
  );
  if (opts.mailbox) registerMailbox(app);
  if (opts.distDir) await registerStatic(app, opts.distDir, opts.environment ?? 'production', opts.siteCopy);
  return app;
}
