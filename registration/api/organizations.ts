/**
 * Organisation calls of the sign-up wizard (seed section 7):
 *
 * | function                 | request                                           |
 * |--------------------------|---------------------------------------------------|
 * | lookupOrganizations      | POST /organizations/lookup (anonymous)            |
 * | findSameSchool           | the same lookup, kept to the school typed again   |
 * | createSignUpOrganization | POST /organizations/sign_up                       |
 * | joinOrganization         | POST /organizations/{id}/join                     |
 * | loadOrganization         | GET /organizations/{id}?include=licensings…       |
 * | updateOrganization       | PATCH /organizations/{id} (teachersLimit, plan)   |
 */
import { organizations } from '../../resources';
import { groupIncluded } from '../../dataProvider/deserialize';
import type { AppRecord } from '../../dataProvider/types';
import { isSameSchool } from '../../domain/signUp';
import { document, recordOf, recordsOf, send } from './client';

export interface SchoolAddress {
  name: string;
  address1?: string;
  city?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  country: string;
}

export async function lookupOrganizations(query: { country: string; name: string; city?: string; postalCode?: string }): Promise<AppRecord[]> {
  const { doc } = await send({ method: 'POST', path: '/organizations/lookup', anonymous: true, body: document({ type: 'organisations', attributes: { ...query } }) });
  return recordsOf(doc);
}

/** The school on the platform with this school's name and place (domain/signUp.ts isSameSchool), if any. */
export async function findSameSchool(school: SchoolAddress): Promise<AppRecord | undefined> {
  const found = await lookupOrganizations({ country: school.country, name: school.name, ...(school.city ? { city: school.city } : {}), ...(school.postalCode ? { postalCode: school.postalCode } : {}) });
  return found.find((record) => isSameSchool(school, { name: String(record.name ?? ''), address1: record.address1 as string | null, postalCode: record.postalCode as string | null, city: record.city as string | null }));
}

export async function createSignUpOrganization(school: SchoolAddress): Promise<AppRecord> {
  const { doc } = await send({ method: 'POST', path: '/organizations/sign_up', def: organizations, body: document({ type: 'organizations', attributes: { ...school } }) });
  return recordOf(doc);
}

export async function joinOrganization(id: string, inviteToken?: string): Promise<AppRecord> {
  const body = document({ type: 'organizations', id, attributes: { inviteToken } });
  const { doc } = await send({ method: 'POST', path: `/organizations/${id}/join`, def: organizations, body });
  return recordOf(doc);
}

/** The organisation with its licensings, each licensing's licence and its suggested meeting id. */
export interface LoadedOrganization {
  organization: AppRecord;
  licensings: AppRecord[];
  licenses: AppRecord[];
}

export async function loadOrganization(id: string): Promise<LoadedOrganization> {
  const { doc } = await send({ method: 'GET', path: `/organizations/${id}?include=licensings,licensings.license` });
  const included = groupIncluded(doc.included ?? []);
  return { organization: recordOf(doc), licensings: included.licensings ?? [], licenses: included.licenses ?? [] };
}

export async function updateOrganization(id: string, attributes: { teachersLimit?: number; plan?: string }): Promise<AppRecord> {
  const { doc } = await send({ method: 'PATCH', path: `/organizations/${id}`, def: organizations, body: document({ type: 'organizations', id, attributes }) });
  return recordOf(doc);
}
