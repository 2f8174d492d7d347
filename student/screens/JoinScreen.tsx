/**
 * Join: the passphrase as the teacher reads it ("Frog Maple 47" is frog-maple-47), checked with
 * GET /user/passphrase_logins, then opened with POST (the class list). Refusals go on the field:
 * 404 "Incorrect passphrase", 422 "Invalid passphrase" (a class with nobody in it), 429 too many
 * tries; the message is tied to the field (aria-describedby) and announced (role alert).
 * Opened at a join address (`fromAddress`), the passphrase is in the field and checked at once:
 * the student goes straight on to who they are, or sees the refusal on the filled field.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { normalisePassphrase, PASSPHRASE_EXAMPLE } from '../../domain/lessons';
import { isApiFailure } from '../../dataProvider/ApiFailure';
import { findLesson, openLesson, type LessonSummary, type OpenedLesson } from '../api/passphraseLogins';
import { deviceKey } from '../session';
import { useT } from '../i18n';

export interface JoinResult {
  passphrase: string;
  summary: LessonSummary;
  opened: OpenedLesson;
}

function joinErrorKey(error: unknown): string {
  if (!isApiFailure(error)) return 'student.join.errors.failed';
  if (error.status === 404) return 'student.join.errors.incorrect';
  if (error.status === 422) return 'student.join.errors.invalid';
  // The lesson's school does not use the student app (STUDENT_APP_ORGANIZATIONS).
  if (error.status === 403) return 'student.join.errors.notForSchool';
  if (error.status === 429) return 'student.join.errors.tooManyAttempts';
  if (error.status === 0) return 'student.join.errors.noConnection';
  return 'student.join.errors.failed';
}

export interface JoinScreenProps {
  onJoined(result: JoinResult): void;
  /** The passphrase of the join address the app was opened at: checked without typing. */
  fromAddress?: string | null;
}

export function JoinScreen({ onJoined, fromAddress = null }: JoinScreenProps): ReactNode {
  const { t } = useT();
  const [typed, setTyped] = useState(fromAddress ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(fromAddress !== null);
  const input = useRef<HTMLInputElement>(null);
  const checkedAddress = useRef(false);

  const check = async (passphrase: string): Promise<void> => {
    if (passphrase === '') {
      setError('student.join.errors.required');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const summary = await findLesson(passphrase);
      const opened = await openLesson(passphrase, deviceKey());
      onJoined({ passphrase, summary, opened });
    } catch (failure) {
      setError(joinErrorKey(failure));
      setBusy(false);
      input.current?.focus();
    }
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void check(normalisePassphrase(typed));
  };

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (fromAddress === null || checkedAddress.current) return;
    checkedAddress.current = true;
    void check(fromAddress);
  }, [fromAddress]);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="join-heading">
      <Stack spacing={1}>
        <Typography variant="h1" id="join-heading">
          {t('student.join.heading')}
        </Typography>
        <Typography>{t('student.join.intro')}</Typography>
        <TextField
          id="passphrase"
          label={t('student.join.passphrase')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          inputRef={input}
          error={error !== null}
          helperText={error !== null ? <span role="alert">{t(error)}</span> : t('student.join.hint', { example: PASSPHRASE_EXAMPLE })}
          required
          autoFocus
          slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', autoComplete: 'off', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy}>
          {busy ? t('student.join.submitting') : t('student.join.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
