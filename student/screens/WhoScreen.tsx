/**
 * Who are you: in a class lesson the student picks their name from the class list (one big
 * button each); in a class-less lesson they type the name the teacher sees. Either is sent with
 * the passphrase (POST /user/passphrase_logins with student_id or display_name), and the token
 * and the student lesson id that come back are kept (session.ts). Shared names are numbered and a
 * name joined on another device is shown taken (issue 25); a name taken meanwhile is 409.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { joinLesson, type Who } from '../api/passphraseLogins';
import { DISPLAY_NAME_MAX } from '../../domain/lessons';
import { deviceKey, saveSession, type StudentSession } from '../session';
import { failureText } from '../failureText';
import { useT, type Translate } from '../i18n';
import { isApiFailure } from '../../dataProvider/ApiFailure';
import type { JoinResult } from './JoinScreen';
import { PickNameButton } from './PickNameButton';

/** A refused join: a name not in the class, a lesson ended meanwhile, else the server's text. */
function whoErrorText(t: Translate, failure: unknown): string {
  if (isApiFailure(failure) && failure.status === 404) return t('student.join.errors.incorrect');
  if (isApiFailure(failure) && failure.status === 422 && failure.errors[0]?.source?.pointer === '/data/attributes/student_id') return t('student.who.errors.notInClass');
  if (isApiFailure(failure) && failure.status === 409) return t('student.who.errors.taken');
  if (isApiFailure(failure) && failure.status === 0) return t('student.join.errors.noConnection');
  return failureText(t, failure, 'student.who.errors.failed');
}

export function WhoScreen({ join, onJoined, onBack }: { join: JoinResult; onJoined(session: StudentSession): void; onBack(): void }): ReactNode {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const withClass = join.summary.className !== null;

  const enter = async (who: Who, shownName: string): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      const joined = await joinLesson(join.passphrase, deviceKey(), who);
      const session: StudentSession = {
        lessonId: joined.lessonId || join.opened.lessonId,
        jwt: joined.jwt,
        studentId: joined.studentId,
        name: shownName,
      };
      saveSession(session);
      onJoined(session);
    } catch (failure) {
      setBusy(false);
      setError(whoErrorText(t, failure));
      input.current?.focus();
    }
  };

  const submitName = (event: FormEvent): void => {
    event.preventDefault();
    const displayName = name.trim();
    if (displayName === '') setError(t('student.who.errors.required'));
    else if (displayName.length > DISPLAY_NAME_MAX) setError(t('student.who.errors.tooLong', { max: DISPLAY_NAME_MAX }));
    else {
      void enter({ displayName }, displayName);
      return;
    }
    input.current?.focus();
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">{t('student.who.heading')}</Typography>
      {join.summary.lessonPlanName ? <Typography>{t('student.who.lessonName', { name: join.summary.lessonPlanName })}</Typography> : null}
      {withClass ? (
        <>
          <Typography>{t('student.who.className', { name: join.summary.className ?? '' })}</Typography>
          {error !== null ? <Alert severity="error" role="alert">{error}</Alert> : null}
          {join.opened.students.length === 0 ? (
            <Alert severity="info">{t('student.who.noStudents')}</Alert>
          ) : (
            <Box component="ul" aria-label={t('student.who.pickName')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))' }}>
              {join.opened.students.map((student) => (
                <li key={student.id}>
                  <PickNameButton student={student} busy={busy} takenText={t('student.who.taken')} onPick={() => void enter({ studentId: student.id }, student.name)} />
                </li>
              ))}
            </Box>
          )}
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submitName}>
          <TextField
            id="display-name"
            label={t('student.who.displayName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            inputRef={input}
            required
            autoFocus
            error={error !== null}
            helperText={error !== null ? <span role="alert">{error}</span> : t('student.who.displayNameHint')}
            slotProps={{ htmlInput: { maxLength: DISPLAY_NAME_MAX, autoComplete: 'off' } }}
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy}>
            {t('student.who.submit')}
          </Button>
        </Box>
      )}
      <Button variant="text" onClick={onBack} disabled={busy}>
        {t('student.who.back')}
      </Button>
    </Stack>
  );
}
