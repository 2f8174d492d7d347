/**
 * Calls to the outside services the server puts behind adapters (ARCHITECTURE: site copy,
 * places, single sign-on) and to meeting invites:
 *
 * | function          | request                                                 |
 * |-------------------|---------------------------------------------------------|
 * | siteDocuments     | GET /site_documents?filter[type]=…&filter[lang]=…       |
 * | placeSuggestions  | GET /places/autocomplete?input=…&country=…              |
 * | placeDetails      | GET /places/{place_id}                                  |
 * | oauthProviders    | GET /user/oauth/providers                               |
 * | oauthSignIn       | POST /user/oauth/{provider}                             |
 * | loadInvite        | GET /meeting_invites/{token}?include=…                  |
 * | acceptInvite      | PATCH /meetings/{meetingId}/invites/{id}                |
 */
import { groupIncluded } from '../../dataProvider/deserialize';
import type { AppRecord } from '../../dataProvider/types';
import { document, recordOf, recordsOf, send } from './client';

/** English maps to en-gb in the content service (seed section 7). */
export function contentLanguage(locale: string): string {
  return locale === 'en' ? 'en-gb' : locale;
}

export async function siteDocuments(type: string, locale: string): Promise<AppRecord[]> {
  const query = new URLSearchParams({ 'filter[type]': type, 'filter[lang]': contentLanguage(locale) });
  const { doc } = await send({ method: 'GET', path: `/site_documents?${query.toString()}`, anonymous: true });
  return recordsOf(doc);
}

export interface PlaceSuggestion {
  placeId: string;
  description: string;
}

export async function placeSuggestions(input: string, country: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const query = new URLSearchParams({ input, country });
  const { doc } = await send({ method: 'GET', path: `/places/autocomplete?${query.toString()}`, anonymous: true, signal });
  return recordsOf(doc).map((r) => ({ placeId: r.id, description: String(r.description ?? '') }));
}

export async function placeDetails(placeId: string): Promise<AppRecord> {
  const { doc } = await send({ method: 'GET', path: `/places/${encodeURIComponent(placeId)}`, anonymous: true });
  return recordOf(doc);
}

export interface OAuthProvider {
  id: 'google' | 'microsoft' | 'mylogin';
  authorizeUrl: string;
}

export async function oauthProviders(): Promise<OAuthProvider[]> {
  const { doc } = await send({ method: 'GET', path: '/user/oauth/providers', anonymous: true });
  return recordsOf(doc).map((r) => ({ id: r.id as OAuthProvider['id'], authorizeUrl: String(r.authorizeUrl ?? '') }));
}

/** What the provider sent back to /sign-in: the code, the attempt's state and (RFC 9207) its issuer. */
export interface OAuthReturn {
  code: string;
  state: string | null;
  iss: string | null;
}

export async function oauthSignIn(provider: string, back: OAuthReturn, redirectUri: string): Promise<string> {
  const attributes = { token: back.code, provider, state: back.state ?? undefined, iss: back.iss ?? undefined, redirectUri };
  const body = document({ type: 'tokens', attributes });
  const { doc } = await send({ method: 'POST', path: `/user/oauth/${provider}`, anonymous: true, body });
  return String(recordOf(doc).jwt);
}

export interface LoadedInvite {
  invite: AppRecord;
  meeting: AppRecord | undefined;
  invitedBy: AppRecord | undefined;
  organization: AppRecord | undefined;
}

export async function loadInvite(token: string): Promise<LoadedInvite> {
  const { doc } = await send({ method: 'GET', path: `/meeting_invites/${encodeURIComponent(token)}?include=meeting,invited_by,organization`, anonymous: true });
  const invite = recordOf(doc);
  const included = groupIncluded(doc.included ?? []);
  const find = (name: string, id: unknown): AppRecord | undefined => included[name]?.find((r) => r.id === id);
  return { invite, meeting: find('meetings', invite.meetingId), invitedBy: find('users', invite.invitedById), organization: find('organizations', invite.organizationId) };
}

export async function acceptInvite(invite: AppRecord, token: string): Promise<AppRecord> {
  const body = document({ type: 'meetingInvites', id: invite.id, attributes: { token, status: 'accepted' } });
  const { doc } = await send({ method: 'PATCH', path: `/meetings/${String(invite.meetingId)}/invites/${invite.id}`, anonymous: true, body });
  return recordOf(doc);
}
