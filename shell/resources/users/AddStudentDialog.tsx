/**
 * "Add student" on the students list (seed 2.6 student directory): one student at a time, by
 * first and last name, optionally into one of the school's active classes. `POST /users`
 * (role student; the server pins the school), then, with a class, the class's membership is
 * written where it lives: `PATCH /classes/{id}` with the class's students plus the new one.
 * Shown to those who may create users, on the students list only.
 */
import { useEffect, useId, useState, type FormEvent, type ReactElement } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { HttpError, useCanAccess, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { recordTitle } from '../../../resources/kit';
import { classes as classResource } from '../../../resources/classes/schema';

const CLASS_PAGE = 500;

function useActiveClasses(open: boolean): RaRecord[] {
  const dataProvider = useDataProvider();
  const [classes, setClasses] = useState<RaRecord[]>([]);
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    dataProvider
      .getList('classes', { filter: { state: 'active' }, sort: { field: 'className', order: 'ASC' }, pagination: { page: 1, perPage: CLASS_PAGE } })
      .then(({ data }) => live && setClasses(data))
      .catch(() => live && setClasses([]));
    return () => {
      live = false;
    };
  }, [dataProvider, open]);
  return classes;
}

export function AddStudentDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactElement {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const classes = useActiveClasses(open);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [classId, setClassId] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const firstMissing = firstName.trim() === '';

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (firstMissing) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.create('users', { data: { firstName: firstName.trim(), lastName: lastName.trim(), role: 'student' } });
      if (classId) {
        const { data: klass } = await dataProvider.getOne('classes', { id: classId });
        const ids = Array.isArray(klass.studentsIds) ? klass.studentsIds.map(String) : [];
        await dataProvider.update('classes', { id: classId, data: { studentsIds: [...ids, String(data.id)] }, previousData: klass });
      }
      notify('resources.users.addStudent.done', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      setFailure(error instanceof HttpError ? error.message : 'errors.api.default');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{translate('resources.users.addStudent.title')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField
              required
              autoFocus
              label={translate('resources.users.fields.firstName')}
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
              error={touched && firstMissing}
              helperText={touched && firstMissing ? translate('ra.validation.required') : undefined}
            />
            <TextField label={translate('resources.users.fields.lastName')} value={lastName} onChange={(e) => setLastName(e.target.value)} />
            <TextField select label={translate('resources.users.addStudent.class')} value={classId} onChange={(e) => setClassId(e.target.value)}>
              <MenuItem value="">{translate('resources.users.addStudent.noClass')}</MenuItem>
              {classes.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {recordTitle(classResource, c) || String(c.id)}
                </MenuItem>
              ))}
            </TextField>
            {failure && (
              <Alert severity="error" role="alert">
                {translate(failure, { _: failure })}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('resources.users.addStudent.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Whether the list is the students list, whose way to create is "Add student" (a student and
 * their class) instead of the generic create form: one button, not two that do the same.
 */
export const isStudentsList = (filterValues: unknown): boolean => (filterValues as { role?: unknown } | undefined)?.role === 'student';

/** The toolbar button: on the students list, for those who may create users. */
export function AddStudentButton(): ReactElement | null {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { canAccess } = useCanAccess({ action: 'create', resource: 'users' });
  const [open, setOpen] = useState(false);
  if (!isStudentsList(filterValues) || canAccess !== true) return null;
  return (
    <>
      <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('resources.users.addStudent.action')}
      </Button>
      {open && <AddStudentDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
