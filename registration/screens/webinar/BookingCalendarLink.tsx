/**
 * "Add to calendar" on the booking page: the server's own .ics file (the mail's attachment, with
 * the UID a reschedule keeps). It needs the bearer, which a plain link cannot send, so the file is
 * fetched on arrival and offered as an object URL, released when the page goes.
 */
import { useEffect, useState } from 'react';
import Link from '@mui/material/Link';
import { fetchBookingCalendar } from '../../api/attendance';
import { FormMessage } from '../../forms/FormMessage';
import { useT } from '../../i18n';

export function BookingCalendarLink({ meetingId, attendeeId }: { meetingId: string; attendeeId: string }): React.ReactNode {
  const { t } = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    fetchBookingCalendar(meetingId, attendeeId).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [meetingId, attendeeId]);

  if (failed) return <FormMessage severity="warning">{t('webinar.book.calendarFailed')}</FormMessage>;
  if (!url) return null;
  return (
    <Link href={url} download="webinar.ics">
      {t('webinar.book.addToCalendar')}
    </Link>
  );
}
