/** Who invited the visitor, to which webinar and school, and for which address (seed section 2.3). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LoadedInvite } from '../../api/services';
import { useT } from '../../i18n';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function InviteDetails({ loaded }: { loaded: LoadedInvite }): React.ReactNode {
  const { t } = useT();
  const inviter = text(loaded.invitedBy?.firstName);
  const rows = [
    { label: 'family.invite.meeting', value: text(loaded.meeting?.name) },
    { label: 'family.invite.organization', value: text(loaded.organization?.name) },
    { label: 'family.invite.email', value: text(loaded.invite.email) },
  ].filter((row) => row.value !== '');
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        {inviter ? t('family.invite.invitedBy', { name: inviter }) : t('family.invite.invitedBySomeone')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
              {t(row.label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
