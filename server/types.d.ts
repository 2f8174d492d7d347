import 'fastify';
import type { Viewer } from './auth/viewer';
import type { TokenService } from './auth/jwt';
import type { Db } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    apiBase: string;
    tokens: TokenService;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}
