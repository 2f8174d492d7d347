/**
 * Release a joined student (issue 25): `DELETE /lessons/{id}/students/{studentId}` forgets their
 * join, so another device may take the name, and ends the old device's session. Offered to those
 * domain/lessonNames.ts `mayReleaseName` lets in; the server checks the same rule.
 */
import { useState, type ReactElement } from 'react';
import { Button } from '@mui/material';
import { HttpError, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';

export function ReleaseStudentButton({ lessonId, studentId, name, onReleased }: { lessonId: Identifier; studentId: Identifier; name: string; onReleased: () => void }): ReactElement {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const release = async (): Promise<void> => {
    setBusy(true);
    try {
      await dataProvider.memberAction('lessons', { id: lessonId, action: `students/${String(studentId)}`, method: 'DELETE' });
      notify('lessonsPage.students.released', { type: 'success', messageArgs: { name } });
      onReleased();
    } catch (error) {
      notify(error instanceof HttpError && error.message.startsWith('errors.') ? error.message : 'lessonsPage.students.releaseFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" disabled={busy} onClick={() => void release()} aria-label={translate('lessonsPage.actions.named', { action: translate('lessonsPage.students.release'), name })}>
      {translate('lessonsPage.students.release')}
    </Button>
  );
}
