/**
 * Email notifications: one switch per kind of domain/notifications.ts that concerns the person's
 * role (a parent has no collections), a kind never chosen shown on (it is sent). The server asks
 * `wantsMail` before each of these mails.
 */
import { useMemo, type ReactElement } from 'react';
import { FormControl, FormGroup, Typography } from '@mui/material';
import { BooleanInput, Form, SaveButton, useTranslate, type RaRecord } from 'react-admin';
import type { ViewerFacts } from '../../resources/kit';
import { valueLabel } from '../../shell/generator/labels';
import { notificationChoices, notificationKinds, profileChanges } from './profileFields';
import { ProfileCard, profileHeadingId } from './ProfileCard';
import { useProfileSave } from './useProfileSave';

const FIELD = 'emailNotificationPreferences';

export interface NotificationsCardProps {
  record: RaRecord;
  viewer: ViewerFacts | undefined;
}

export function NotificationsCard({ record, viewer }: NotificationsCardProps): ReactElement {
  const translate = useTranslate();
  const kinds = useMemo(() => notificationKinds(viewer, record), [viewer, record]);
  // Kinds not shown keep what is stored: the map is saved whole.
  const stored = useMemo(() => (typeof record[FIELD] === 'object' && record[FIELD] !== null ? (record[FIELD] as Record<string, unknown>) : {}), [record]);
  const choices = useMemo(() => notificationChoices(kinds, stored), [kinds, stored]);
  // Compared with the choices as shown, so saving the defaults unchanged sends nothing.
  const shown = useMemo(() => ({ ...record, [FIELD]: { ...stored, ...choices } }), [record, stored, choices]);
  const values = useMemo(() => ({ id: record.id, [FIELD]: choices }), [record.id, choices]);
  const save = useProfileSave(record);
  return (
    <ProfileCard id="notifications" titleKey="profile.notifications.title">
      <Typography id="profile-notifications-intro" color="text.secondary">
        {translate('profile.notifications.intro')}
      </Typography>
      <Form
        record={values}
        noValidate
        onSubmit={(values: Record<string, unknown>) =>
          save(profileChanges(viewer, shown, { [FIELD]: { ...stored, ...(values[FIELD] as object) } }, [FIELD]), { savedMessage: 'profile.notifications.saved' })
        }
      >
        <FormControl component="fieldset" aria-labelledby={profileHeadingId('notifications')} aria-describedby="profile-notifications-intro" margin="dense">
          <FormGroup>
            {kinds.map((kind) => (
              <BooleanInput key={kind} source={`${FIELD}.${kind}`} resource="users" label={valueLabel('users', FIELD, kind)} helperText={false} />
            ))}
          </FormGroup>
        </FormControl>
        <SaveButton label="profile.save" />
      </Form>
    </ProfileCard>
  );
}
