/**
 * "Add student" on the students list (seed 2.6 student directory): one student at a time, on the
 * console's generated users form (first and last name, checked by the users schema as the server
 * checks them), optionally into one of the school's active classes. `POST /users` (role student;
 * the server pins the school), then, with a class, the class's membership is written where it
 * lives: `PATCH /classes/{id}` with the class's students plus the new one. The student exists once
 * the first write succeeds, so a refused class join says so and closes rather than offering a
 * second create. Shown to those who may create users, on the students list only.
 */
import { useEffect, useId, useMemo, useState, type ReactElement } from 'react';
import { Button, Dialog, DialogTitle, MenuItem, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { CreateBase, HttpError, useCanAccess, useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { recordTitle } from '../../../resources/kit';
import { users } from '../../../resources';
import { classes as classResource } from '../../../resources/classes/schema';
import { DialogFormActions } from '../../generator/DialogFormActions';
import { FocusOnMount } from '../../generator/FocusOnMount';
import { GeneratedForm } from '../../generator/GeneratedForm';
import { useSubmitTransform } from '../../generator/useFormSlots';

const CLASS_PAGE = 500;
const STUDENT_FIELDS = ['firstName', 'lastName'] as const;
const NEW_STUDENT = { role: 'student' };

function useActiveClasses(): RaRecord[] {
  const dataProvider = useDataProvider();
  const [classes, setClasses] = useState<RaRecord[]>([]);
  useEffect(() => {
    let live = true;
    dataProvider
      .getList('classes', { filter: { state: 'active' }, sort: { field: 'className', order: 'ASC' }, pagination: { page: 1, perPage: CLASS_PAGE } })
      .then(({ data }) => live && setClasses(data))
      .catch(() => live && setClasses([]));
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return classes;
}

/** The class's students plus the new one, written on the class (where membership lives). */
async function joinClass(dataProvider: DataProvider, classId: string, studentId: string): Promise<void> {
  const { data: klass } = await dataProvider.getOne('classes', { id: classId });
  const ids = Array.isArray(klass.studentsIds) ? klass.studentsIds.map(String) : [];
  await dataProvider.update('classes', { id: classId, data: { studentsIds: [...ids, studentId] }, previousData: klass });
}

function ClassChoice({ value, onChange }: { value: string; onChange: (id: string) => void }): ReactElement {
  const translate = useTranslate();
  const classes = useActiveClasses();
  return (
    <TextField select fullWidth label={translate('resources.users.addStudent.class')} value={value} onChange={(e) => onChange(e.target.value)}>
      <MenuItem value="">{translate('resources.users.addStudent.noClass')}</MenuItem>
      {classes.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {recordTitle(classResource, c) || String(c.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function AddStudentForm({ onClose }: { onClose: () => void }): ReactElement {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const transform = useSubmitTransform(users, 'create');
  const [classId, setClassId] = useState('');
  const mutationOptions = useMemo(
    () => ({
      onSuccess: async (data: RaRecord) => {
        try {
          if (classId) await joinClass(dataProvider, classId, String(data.id));
          notify('resources.users.addStudent.done', { type: 'success' });
        } catch (error) {
          const message = error instanceof HttpError ? error.message : 'errors.api.default';
          const reason = translate(message, { _: message });
          notify('resources.users.addStudent.classRefused', { type: 'warning', messageArgs: { reason } });
        }
        refresh();
        onClose();
      },
    }),
    [classId, dataProvider, notify, onClose, refresh, translate],
  );
  const toolbar = <DialogFormActions onCancel={onClose} saveLabel="resources.users.addStudent.submit" saveIcon={<PersonAddIcon />} />;
  return (
    <CreateBase resource="users" record={NEW_STUDENT} redirect={false} transform={transform} mutationOptions={mutationOptions}>
      <GeneratedForm
        def={users}
        mode="create"
        fields={STUDENT_FIELDS}
        before={<FocusOnMount name="firstName" />}
        extraInputs={<ClassChoice value={classId} onChange={setClassId} />}
        toolbar={toolbar}
      />
    </CreateBase>
  );
}

export function AddStudentDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactElement {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('resources.users.addStudent.title')}</DialogTitle>
      {open && <AddStudentForm onClose={onClose} />}
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
