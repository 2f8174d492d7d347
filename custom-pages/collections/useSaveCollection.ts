/**
 * The editor's save: the plan of collectionForm.ts (publishing with too few items saves a draft),
 * cut to what the viewer may write, sent through react-admin's mutations (their caches update, and
 * the form resets to the saved record). The server's own refusal of a publish with too few items
 * (422 `collectionTooFewItems`) is answered the same way: the save is repeated as a draft and the
 * teacher told why. Other refusals come back as field errors for the form, named in its notice.
 */
import { useCallback } from 'react';
import { HttpError, useCreate, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { collections } from '../../resources';
import { onlyWritable } from '../../shell/generator/formFields';
import { namingFields } from '../../shell/generator/serverErrors';
import { useViewer } from '../../shell/chrome/useViewer';
import type { JsonApiError } from '../../dataProvider';
import { savePlan, type CollectionValues, type SaveIntent } from './collectionForm';

export type SaveResult =
  | { ok: true; record: RaRecord; tooFewItems: boolean }
  | { ok: false; errors: Record<string, unknown> };

function identifiers(error: unknown): string[] {
  if (!(error instanceof HttpError)) return [];
  const body = error.body as { jsonApiErrors?: JsonApiError[] } | undefined;
  return (body?.jsonApiErrors ?? []).map((e) => e.meta?.error_identifier).filter((id): id is string => typeof id === 'string');
}

export function isTooFewItems(error: unknown): boolean {
  return identifiers(error).includes('collectionTooFewItems');
}

function formErrors(error: unknown): Record<string, unknown> {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined) : undefined;
  const message = error instanceof Error && error.message ? error.message : 'errors.api.default';
  return body?.errors ?? { root: { serverError: message } };
}

const SUCCESS: Record<SaveIntent, string> = {
  save: 'collectionsPage.editor.saved',
  publish: 'collectionsPage.editor.published',
  unpublish: 'collectionsPage.editor.unpublished',
};

export function useSaveCollection(record: RaRecord | undefined): (values: CollectionValues, intent: SaveIntent) => Promise<SaveResult> {
  const [create] = useCreate();
  const [update] = useUpdate();
  const viewer = useViewer();
  const notify = useNotify();
  const translate = useTranslate();

  const send = useCallback(
    async (data: CollectionValues): Promise<RaRecord> => {
      const payload = onlyWritable(collections, record ? 'edit' : 'create', viewer, { ...data }, record);
      if (!record) return create('collections', { data: payload }, { returnPromise: true });
      return update('collections', { id: record.id, data: payload, previousData: record }, { returnPromise: true, mutationMode: 'pessimistic' });
    },
    [create, update, record, viewer],
  );

  return useCallback(
    async (values: CollectionValues, intent: SaveIntent): Promise<SaveResult> => {
      const plan = savePlan(values, intent);
      try {
        const saved = await send(plan.data);
        if (!plan.tooFewItems) notify(SUCCESS[intent], { type: 'success' });
        return { ok: true, record: saved, tooFewItems: plan.tooFewItems };
      } catch (error) {
        if (plan.data.state === 'published' && isTooFewItems(error)) {
          try {
            const saved = await send({ ...plan.data, state: 'draft', publishedLocales: [] });
            return { ok: true, record: saved, tooFewItems: true };
          } catch (retryError) {
            return { ok: false, errors: namingFields(formErrors(retryError), 'collections', translate) };
          }
        }
        return { ok: false, errors: namingFields(formErrors(error), 'collections', translate) };
      }
    },
    [send, notify, translate],
  );
}
