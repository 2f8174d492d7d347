/**
 * Which organisations' teachers and students use the student app (seed 6: "the student web app
 * is allowed only for organisations in a configured list"; the list is not shown). The setting
 * is STUDENT_APP_ORGANIZATIONS: organisation ids separated by commas, or unset (or `*`) for
 * every organisation, the default, so a new installation works as a whole.
 */
export type StudentAppOrganizations = 'all' | ReadonlySet<string>;

export function parseStudentAppOrganizations(value: string | undefined): StudentAppOrganizations {
  const text = (value ?? '').trim();
  if (text === '' || text === '*') return 'all';
  const ids = text.split(',').map((id) => id.trim());
  const bad = ids.find((id) => !/^[1-9]\d{0,17}$/.test(id));
  if (bad !== undefined) throw new Error(`STUDENT_APP_ORGANIZATIONS must list organisation ids separated by commas, or be *; "${bad}" is not one`);
  return new Set(ids);
}

/** Whether an organisation's people use the student app; staff of no organisation always may. */
export function studentAppAllowed(setting: StudentAppOrganizations, organizationId: string | null): boolean {
  return setting === 'all' || organizationId === null || setting.has(organizationId);
}
