import 'fastify';
import type { Viewer } from './auth/viewer';
import type { TokenService } from './auth/jwt';
import type { LinkSigner } from './auth/linkSigner';
import type { Db } from './db/client';
import type { LimitStore } from './limits/store';
import type { StudentAppOrganizations } from '../domain/studentApp';
import type { Drain } from './gracefulClose';
import type { AppMetrics } from './metrics/registry';
import type { RouteDoc } from './openapi/document';
import type { ApiRoute } from './openapi/routeCatalogue';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    apiBase: string;
    /** Absolute base of links in documents, from PUBLIC_URL. */
    publicApiUrl: string;
    /** The product's own origin (PUBLIC_URL), for links in mails: reset, confirmation, invites. */
    publicOrigin: string;
    tokens: TokenService;
    /** Signs links mailed more than once (a webinar booking's join link). */
    linkSigner: LinkSigner;
    /** The current time: the clock tests fix (AppOptions.now), else the system's. */
    now(): Date;
    /** Where the throttles count (AppOptions.limitStore): memory, or Redis shared by every process. */
    limitStore: LimitStore;
    /** Whose people use the student app (AppOptions.studentAppOrganizations, domain/studentApp.ts). */
    studentAppOrganizations: StudentAppOrganizations;
    /** The stop's drain (server/gracefulClose.ts): begun from SIGTERM on, before the listener closes. */
    drain: Drain;
    /** This app's Prometheus metrics (server/metrics/), served at /metrics with METRICS_TOKEN. */
    metrics: AppMetrics;
    /** Every route under /api/v1, as registered (server/openapi/routeCatalogue.ts). */
    apiRoutes(): readonly ApiRoute[];
  }
  interface FastifyContextConfig {
    /** Reachable without a bearer token (sign-in). */
    public?: boolean;
    /** Takes a non-JSON:API body (multipart uploads): content negotiation skips the body type. */
    rawBody?: boolean;
    /** Answers `text/event-stream` (Server-Sent Events): content negotiation lets it through. */
    eventStream?: boolean;
    /** Answers a file of its own type (a calendar entry): negotiation lets any Accept through, and a success keeps the route's type. */
    download?: boolean;
    /** What the route is, for the API's description (server/openapi/): a generated resource operation or a hand-written action. */
    doc?: RouteDoc;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
