/**
 * One save for every profile card: `PATCH /users/{id}` with what changed and may be written,
 * then the viewer is loaded again (the header's name, photo and language follow) and every
 * query re-read. A refusal comes back as field errors for the card's form (react-admin's
 * `setSubmissionErrors` shape), each a translated key where the catalogue has one.
 */
import { useCallback } from 'react';
import { useAuthProvider, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import { fieldOfPointer, messageOf } from '../../dataProvider/errors';
import { isObject, type JsonApiError } from '../../dataProvider/types';
import { errorsEn } from '../../i18n/errors.en';
import { USERS_DEF } from './profileFields';

export type SubmissionErrors = Record<string, string | { serverError: string }>;

function jsonApiErrorsOf(error: unknown): JsonApiError[] {
  const body = isObject(error) ? error.body : undefined;
  return isObject(body) && Array.isArray(body.jsonApiErrors) ? (body.jsonApiErrors as JsonApiError[]) : [];
}

/** The message key of an error: `errors.api.<identifier>` when translated, else the server's text. */
export function errorKey(error: JsonApiError): string {
  const identifier = error.meta?.error_identifier;
  if (typeof identifier === 'string' && Object.hasOwn(errorsEn.api, identifier)) return `errors.api.${identifier}`;
  return messageOf(error) ?? 'errors.api.default';
}

/** Field → message key for each error that points at a field; the first per field wins. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of jsonApiErrorsOf(error)) {
    const field = fieldOfPointer(USERS_DEF, e.source?.pointer);
    if (field !== undefined && !(field in fields)) fields[field] = errorKey(e);
  }
  return fields;
}

/** The first error's message key, for a notification. */
export function refusalMessage(error: unknown): string {
  const first = jsonApiErrorsOf(error)[0];
  if (first) return errorKey(first);
  return error instanceof Error && error.message !== '' ? error.message : 'errors.api.default';
}

export type ProfileSave = (changes: Record<string, unknown>, options?: { savedMessage?: string }) => Promise<SubmissionErrors | undefined>;

/** After the profile changed: the viewer again (when the auth provider can), then every query. */
export function useViewerRefresh(): () => Promise<void> {
  const authProvider = useAuthProvider();
  const refresh = useRefresh();
  return useCallback(async () => {
    const reload: unknown = (authProvider as { reloadViewer?: unknown } | undefined)?.reloadViewer;
    if (typeof reload === 'function') await (reload as () => Promise<unknown>).call(authProvider).catch(() => undefined);
    refresh();
  }, [authProvider, refresh]);
}

export function useProfileSave(record: { id: string | number } & Record<string, unknown>): ProfileSave {
  const dataProvider = useDataProvider<EduDataProvider>();
  const notify = useNotify();
  const refreshViewer = useViewerRefresh();
  return useCallback(
    async (changes, options) => {
      if (Object.keys(changes).length === 0) {
        notify('profile.nothingChanged', { type: 'info' });
        return undefined;
      }
      try {
        await dataProvider.update('users', { id: record.id, data: changes, previousData: record });
      } catch (error) {
        const message = refusalMessage(error);
        notify(message, { type: 'error' });
        return { ...fieldErrorsOf(error), root: { serverError: message } };
      }
      notify(options?.savedMessage ?? 'profile.saved', { type: 'success' });
      await refreshViewer();
      return undefined;
    },
    [dataProvider, notify, record, refreshViewer],
  );
}
