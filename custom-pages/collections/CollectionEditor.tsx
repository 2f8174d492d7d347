/**
 * /app/collections/new and /app/collections/:id/edit: a teacher's collection (seed 3 to 5). The
 * bounds and their messages are the schema's, through the kit's validator (kitResolver, as the
 * generated forms); items are added from the library search and ordered; Publish needs
 * COLLECTION_PUBLISH_MIN_ITEMS items, and with fewer the collection is saved as a draft and the
 * teacher is told why (here and after a create, which moves the address to `{id}/edit`).
 */
import { useMemo, useState, type ReactElement } from 'react';
import { Alert, Box, Card, CardContent, Link, Stack } from '@mui/material';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Form, Loading, setSubmissionErrors, useBasename, useGetOne, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { COLLECTION_PUBLISH_MIN_ITEMS } from '../../domain/constants';
import { collections } from '../../resources';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { kitResolver } from '../../shell/generator/kitResolver';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { CollectionFields } from './CollectionFields';
import { EditorToolbar } from './EditorToolbar';
import { formValues, needsLanguage, type CollectionValues, type SaveIntent } from './collectionForm';
import { ItemsEditor } from './ItemsEditor';
import { collectionEditPath, collectionPath, newCollectionPath } from './paths';
import { useLeaveWarning } from './useLeaveWarning';
import { useSaveCollection } from './useSaveCollection';

/** What the editor tells the teacher after a save that did not publish: carried across the move from `new` to `{id}/edit`. */
export interface EditorNotice {
  tooFewItems: number;
}

function LeaveWarning({ stayPath }: { stayPath: string }): null {
  const { isDirty, isSubmitSuccessful } = useFormState();
  useLeaveWarning(isDirty && !isSubmitSuccessful, stayPath);
  return null;
}

type SaveWith = (values: CollectionValues, intent: SaveIntent) => Promise<Record<string, unknown> | undefined>;

/** Inside the form: Publish and Unpublish submit it with their intent (Save and Enter submit it plainly). */
function EditorBody({ saveWith, notice, onCloseNotice }: { saveWith: SaveWith; notice: EditorNotice | null; onCloseNotice: () => void }): ReactElement {
  const translate = useTranslate();
  const { handleSubmit } = useFormContext<CollectionValues>();
  // The server's errors may name any field, not only the form's own.
  const { setError } = useFormContext();
  const submit = (intent: SaveIntent): void => {
    void handleSubmit(async (values) => {
      const errors = await saveWith(values, intent);
      if (errors) setSubmissionErrors(errors, setError);
    })();
  };
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <CollectionFields />
          <ItemsEditor />
        </CardContent>
      </Card>
      {notice && (
        <Alert severity="warning" onClose={onCloseNotice}>
          {translate('collectionsPage.editor.tooFewItems', { smart_count: notice.tooFewItems, min: COLLECTION_PUBLISH_MIN_ITEMS })}
        </Alert>
      )}
      <EditorToolbar onPublish={() => submit('publish')} onUnpublish={() => submit('unpublish')} />
    </Stack>
  );
}

function EditorForm({ record }: { record: RaRecord | undefined }): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const location = useLocation();
  const [locale] = useLocaleState();
  const mode = record ? 'edit' : 'create';
  const [notice, setNotice] = useState<EditorNotice | null>(() => (location.state as { notice?: EditorNotice } | null)?.notice ?? null);
  const initial = useMemo(() => formValues(record, locale), [record, locale]);
  const resolver = useMemo(() => kitResolver(collections, mode), [mode]);
  const save = useSaveCollection(record);

  const saveWith: SaveWith = async (values, intent) => {
    const typed = values;
    if (needsLanguage(typed, intent)) return { publishedLocales: 'collectionsPage.editor.chooseLanguage' };
    const result = await save(typed, intent);
    if (!result.ok) return result.errors;
    const next = result.tooFewItems ? { tooFewItems: typed.itemsIds.length } : null;
    setNotice(next);
    if (!record) navigate(collectionEditPath(basename, result.record.id), { replace: true, state: next ? { notice: next } : null });
    return undefined;
  };

  const stayPath = record ? collectionEditPath(basename, record.id) : newCollectionPath(basename);
  return (
    <Form record={initial} resolver={resolver} onSubmit={(values: FieldValues) => saveWith(values as CollectionValues, 'save')} noValidate>
      <LeaveWarning stayPath={stayPath} />
      {record && (
        <Link component={RouterLink} to={collectionPath(basename, record.id)} sx={{ display: 'inline-block', mb: 1 }}>
          {translate('collectionsPage.editor.view')}
        </Link>
      )}
      <EditorBody saveWith={saveWith} notice={notice} onCloseNotice={() => setNotice(null)} />
    </Form>
  );
}

export function CollectionEditor(): ReactElement {
  const { id } = useParams();
  const viewer = useViewer();
  const basename = useBasename();
  const { data: record, isPending, error } = useGetOne('collections', { id: id ?? '' }, { enabled: id !== undefined, retry: false });
  const title = id ? 'collectionsPage.editor.editTitle' : 'collectionsPage.editor.createTitle';
  if (id !== undefined && error) return <RedirectToNotFound />;
  if (!viewer || (id !== undefined && isPending)) return <Loading />;
  // Only the author edits here; anyone else is shown the collection itself.
  if (record && String(record.authorId) !== viewer.id) return <Navigate to={collectionPath(basename, record.id)} replace />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <PageTitle titleKey={title} />
      <EditorForm key={id ?? 'new'} record={record} />
    </Box>
  );
}
