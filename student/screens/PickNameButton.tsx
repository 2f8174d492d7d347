/** One name in the class list: a big button, or, when another device holds it, unavailable and saying so. */
import type { ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import type { ClassStudent } from '../api/passphraseLogins';

export function PickNameButton({ student, busy, takenText, onPick }: { student: ClassStudent; busy: boolean; takenText: string; onPick(): void }): ReactNode {
  return (
    <Button fullWidth variant="outlined" disabled={busy || student.taken} sx={{ minHeight: 64, flexDirection: 'column' }} onClick={onPick}>
      {student.name}
      {student.taken ? (
        <Typography component="span" variant="body2">
          {takenText}
        </Typography>
      ) : null}
    </Button>
  );
}
