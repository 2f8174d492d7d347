/**
 * What an organisation admin does to a colleague (seed 6, issue 12): reset the password (a reset
 * email: POST /users/{id}/password_reset), make or unmake them an organisation admin (PATCH
 * organizationAdmin), archive (DELETE, a soft delete) and restore (POST /users/{id}/restore).
 * Each button names the colleague for screen readers; a refused action says why in a toast (a
 * limit opens the limit dialog, shell/chrome/LimitDialog.tsx).
 */
import type { ReactElement } from 'react';
import { Button, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppRecord, EduDataProvider } from '../../dataProvider';
import { useBusy } from '../useBusy';
import { memberName } from './teamMembers';

export interface TeamMemberActionsProps {
  member: AppRecord;
  /** Called after a change, so the lists and seat counts are read again. */
  onChanged: () => void;
}

const errorKey = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'errors.api.default');

export function TeamMemberActions({ member, onChanged }: TeamMemberActionsProps): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<EduDataProvider>();
  const { busy, guarded } = useBusy();
  const name = memberName(member);
  const run = (work: () => Promise<unknown>, doneKey: string, values: Record<string, unknown>, changes = true): void => {
    void guarded(async () => {
      try {
        await work();
        notify(doneKey, { type: 'success', messageArgs: values });
        if (changes) onChanged();
      } catch (error) {
        notify(errorKey(error), { type: 'error' });
      }
    });
  };
  const id = member.id;
  if (member.archivedAt) {
    return (
      <Button size="small" disabled={busy} aria-label={translate('school.account.restoreOf', { name })} onClick={() => run(() => dataProvider.memberAction('users', { id, action: 'restore' }), 'school.account.restoredDone', { name })}>
        {translate('school.account.restore')}
      </Button>
    );
  }
  const admin = member.organizationAdmin === true;
  const resetPassword = (): void => run(() => dataProvider.memberAction('users', { id, action: 'password_reset' }), 'school.account.resetSent', { email: member.email }, false);
  const toggleAdmin = (): void =>
    run(() => dataProvider.update('users', { id, data: { organizationAdmin: !admin }, previousData: member }), admin ? 'school.account.removed' : 'school.account.granted', { name });
  const archive = (): void => run(() => dataProvider.delete('users', { id, previousData: member }), 'school.account.archivedDone', { name });
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" disabled={busy} aria-label={translate('school.account.resetPasswordOf', { name })} onClick={resetPassword}>
        {translate('school.account.resetPassword')}
      </Button>
      <Button size="small" disabled={busy} aria-label={translate(admin ? 'school.account.removeAdminOf' : 'school.account.grantAdminOf', { name })} onClick={toggleAdmin}>
        {translate(admin ? 'school.account.removeAdmin' : 'school.account.grantAdmin')}
      </Button>
      <Button size="small" color="error" disabled={busy} aria-label={translate('school.account.archiveOf', { name })} onClick={archive}>
        {translate('school.account.archive')}
      </Button>
    </Stack>
  );
}
