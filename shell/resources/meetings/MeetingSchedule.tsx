import { useState, type ReactElement } from 'react';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Confirm, HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { EduDataProvider } from '../../../dataProvider';

/** The server's 409 for a schedule change that affects booked attendees carries their number. */
function affectedAttendees(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const errors = (error.body as { jsonApiErrors?: { meta?: { scheduled_attendees?: number } }[] } | undefined)?.jsonApiErrors;
  return errors?.[0]?.meta?.scheduled_attendees ?? null;
}

/**
 * Applies the saved schedule: the server replaces future sessions. When that would move booked
 * attendees, it says how many first, and this asks before going on (seed section 4).
 */
export function MeetingSchedule({ meetingId }: { meetingId: string }): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<EduDataProvider>();
  const [affected, setAffected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (confirm: boolean): Promise<void> => {
    setBusy(true);
    try {
      const { meta } = await dataProvider.memberAction('meetings', { id: meetingId, action: 'schedule', ...(confirm ? { query: { confirm: 'true' } } : {}) });
      setAffected(null);
      notify('meetings.schedule.applied', { type: 'success', messageArgs: { created: Number(meta?.created_sessions ?? 0) } });
      refresh();
    } catch (error) {
      const count = affectedAttendees(error);
      if (count !== null) setAffected(count);
      else notify(error instanceof Error ? error.message : 'errors.api.default', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate('meetings.schedule.title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>{translate('meetings.schedule.explain')}</Typography>
        <Button variant="outlined" disabled={busy} onClick={() => void apply(false)}>
          {translate('meetings.schedule.apply')}
        </Button>
        <Confirm
          isOpen={affected !== null}
          title="meetings.schedule.confirmTitle"
          content="errors.api.scheduleAffectsAttendees"
          translateOptions={{ count: affected ?? 0 }}
          confirm="meetings.schedule.confirm"
          onConfirm={() => void apply(true)}
          onClose={() => setAffected(null)}
        />
      </CardContent>
    </Card>
  );
}
