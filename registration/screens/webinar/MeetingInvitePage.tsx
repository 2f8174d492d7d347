/**
 * Invite colleagues to the booked webinar (seed section 2.4): emails added one at a time
 * (lower-cased, trimmed, duplicates dropped), removable, and sent as one invitation each; Send
 * is disabled on an empty list. When every invitation is sent: invites sent. Failed ones stay
 * in the list, named in the message, so a retry sends only those.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import * as yup from 'yup';
import { useNavigate, useParams } from 'react-router-dom';
import { inviteColleague, loadAttendee } from '../../api/meetings';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { FormTextField } from '../../forms/FormTextField';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { emailRule } from '../../forms/rules';
import { useForm } from '../../forms/useForm';
import { normaliseEmail } from '../../../resources/kit/validation';
import { afterInvitesSent } from '../../flow/signUpFlow';
import { useT } from '../../i18n';
import { addInvitee, removeInvitee } from './inviteList';

const schema = yup.object({ email: emailRule('any') });

export function MeetingInvitePage(): React.ReactNode {
  usePageTitle('webinar.invite.pageTitle');
  const { meetingId = '', attendeeId = '' } = useParams();
  const { t } = useT();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { processing, process } = useSignUp();
  const form = useForm({ email: '' }, schema);
  const [list, setList] = useState<string[]>([]);
  const [occurrenceId, setOccurrenceId] = useState<string | null>(null);
  const [failed, setFailed] = useState<string[]>([]);
  useEffect(() => {
    loadAttendee(meetingId, attendeeId).then((b) => setOccurrenceId(typeof b.attendee.occurrenceId === 'string' ? b.attendee.occurrenceId : null), () => undefined);
  }, [meetingId, attendeeId]);

  const add = (): void => {
    form.markSubmitted();
    if (!form.valid) return;
    setList((l) => addInvitee(l, form.values.email));
    form.reset({ email: '' });
  };
  const send = (): void => {
    if (!viewer || list.length === 0) return;
    void process(async () => {
      const results = await Promise.allSettled(list.map((email) => inviteColleague(meetingId, email, viewer, occurrenceId)));
      const left = list.filter((_, i) => results[i]?.status === 'rejected');
      if (left.length === 0) return navigate(afterInvitesSent());
      setList(left);
      setFailed(left);
    });
  };
  return (
    <Box>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('webinar.invite.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('webinar.invite.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), add())} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {/* The row stays one line at 420 px: the field shrinks, the button keeps its size. */}
        <FormTextField form={form} name="email" type="email" label="webinar.invite.email" normalise={normaliseEmail} autoComplete="off" />
        <Button type="submit" variant="outlined" sx={{ mt: 3, flexShrink: 0 }}>
          {t('webinar.invite.add')}
        </Button>
      </Box>
      <Typography variant="h3" component="h2" id="invitees" sx={{ mt: 2 }}>
        {t('webinar.invite.listLabel')}
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">{t('webinar.invite.empty')}</Typography>
      ) : (
        <List aria-labelledby="invitees">
          {list.map((email) => (
            <ListItem
              key={email}
              secondaryAction={
                <IconButton edge="end" aria-label={t('webinar.invite.remove', { email })} onClick={() => setList((l) => removeInvitee(l, email))}>
                  <Close />
                </IconButton>
              }
            >
              <ListItemText primary={email} sx={{ overflowWrap: 'anywhere', pr: 2 }} />
            </ListItem>
          ))}
        </List>
      )}
      {failed.length > 0 && <FormMessage>{t('webinar.invite.failed', { emails: failed.join(', ') })}</FormMessage>}
      <Box component="form" onSubmit={(e) => (e.preventDefault(), send())} sx={{ mt: 3 }}>
        <SubmitButton processing={processing} disabled={list.length === 0} label="webinar.invite.send" />
      </Box>
    </Box>
  );
}
