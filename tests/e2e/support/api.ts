/**
 * The JSON:API as a browser test's own client: what a journey sets up before the screens and
 * checks after them, signed in as a demo account.
 */
import { DEMO_PASSWORD } from './server';

export interface ApiResource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string; type: string } | { id: string; type: string }[] | null }>;
}

export interface ApiAnswer {
  status: number;
  json: { data?: ApiResource | ApiResource[]; errors?: { detail?: string }[] };
}

export interface Api {
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  /** The created record; throws with the server's answer unless 201. */
  create(path: string, type: string, attributes: Record<string, unknown>, relationships?: Record<string, { type: string; id: string } | { type: string; id: string }[]>): Promise<ApiResource>;
  list(path: string): Promise<ApiResource[]>;
}

export async function apiCall(baseUrl: string, token: string | null, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      Accept: 'application/vnd.api+json',
      ...(body !== undefined ? { 'Content-Type': 'application/vnd.api+json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as ApiAnswer['json']) : {} };
}

/** A demo account's token (`login`: an email, or a child's username), as the sign-in screens get it. */
export async function tokenFor(baseUrl: string, login: string): Promise<string> {
  const attributes = { [login.includes('@') ? 'email' : 'username']: login, password: DEMO_PASSWORD };
  const signIn = await apiCall(baseUrl, null, 'POST', '/user/tokens', { data: { type: 'tokens', attributes } });
  const token = (signIn.json.data as ApiResource | undefined)?.attributes?.jwt;
  if (signIn.status !== 201 || typeof token !== 'string') throw new Error(`sign-in of ${login} answered ${signIn.status}`);
  return token;
}

/** A client signed in as a demo account. */
export async function apiAs(baseUrl: string, email: string): Promise<Api> {
  const token = await tokenFor(baseUrl, email);
  const call = (method: string, path: string, body?: unknown): Promise<ApiAnswer> => apiCall(baseUrl, token, method, path, body);
  return {
    call,
    async create(path, type, attributes, relationships = {}) {
      const rels = Object.fromEntries(Object.entries(relationships).map(([name, data]) => [name, { data }]));
      const answer = await call('POST', path, { data: { type, attributes, relationships: rels } });
      if (answer.status !== 201) throw new Error(`POST ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
      return answer.json.data as ApiResource;
    },
    async list(path) {
      const answer = await call('GET', path);
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
      return answer.json.data as ApiResource[];
    },
  };
}
