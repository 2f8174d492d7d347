/**
 * Organisation type (seed section 2.3): organisation or parent, chosen by card. Each card is a
 * button (keyboard and screen readers included) described by its explanation, which narrow
 * screens always show and wide screens reveal on hover or keyboard focus. The parent card also
 * offers the holiday-club site, in a new window.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import Business from '@mui/icons-material/Business';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import { useNavigate } from 'react-router-dom';
import { OUTSIDE_LINKS } from '../../paths';
import { afterOrganizationType, type SignUpType } from '../../flow/signUpFlow';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { useT } from '../../i18n';
import { NewWindowLink } from './NewWindowLink';

interface TypeCardProps {
  type: SignUpType;
  icon: ReactNode;
  title: string;
  explanation: string;
  onChoose(type: SignUpType): void;
  children?: ReactNode;
}

function TypeCard({ type, icon, title, explanation, onChoose, children }: TypeCardProps): ReactNode {
  const explanationId = `organization-type-${type}-explanation`;
  return (
    <Box
      sx={{
        flex: 1,
        border: 2,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        '&:hover, &:focus-within': { borderColor: 'primary.main' },
        '& .type-explanation': { display: { xs: 'block', md: 'none' } },
        '&:hover .type-explanation, &:focus-within .type-explanation': { display: 'block' },
      }}
    >
      <ButtonBase
        onClick={() => onChoose(type)}
        aria-describedby={explanationId}
        sx={{ width: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 1, minHeight: { md: 200 }, '&.Mui-focusVisible': { bgcolor: 'action.focus' } }}
      >
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>{icon}</Box>
        <Typography variant="h3" component="span">
          {title}
        </Typography>
        <Typography id={explanationId} className="type-explanation" variant="body2" color="text.secondary" component="span">
          {explanation}
        </Typography>
      </ButtonBase>
      {children}
    </Box>
  );
}

export function OrganizationTypePage(): ReactNode {
  const { t } = useT();
  const { update } = useSignUp();
  const navigate = useNavigate();
  usePageTitle('wizard.organizationType.pageTitle');

  const choose = (type: SignUpType): void => {
    update({ signUpType: type });
    void navigate(afterOrganizationType(type));
  };

  return (
    <Box component="section" aria-labelledby="organization-type-title">
      <Typography id="organization-type-title" variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        {t('wizard.organizationType.title')}
      </Typography>
      <Box role="group" aria-label={t('wizard.organizationType.choicesLabel')} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <TypeCard
          type="organization"
          icon={<Business />}
          title={t('wizard.organizationType.organization')}
          explanation={t('wizard.organizationType.organizationExplanation')}
          onChoose={choose}
        />
        <TypeCard
          type="parent"
          icon={<FamilyRestroom />}
          title={t('wizard.organizationType.parent')}
          explanation={t('wizard.organizationType.parentExplanation')}
          onChoose={choose}
        >
          <Box sx={{ px: 3, pb: 2, textAlign: 'center' }}>
            <NewWindowLink href={OUTSIDE_LINKS.holidayClubs}>{t('wizard.organizationType.holidayClubs')}</NewWindowLink>
          </Box>
        </TypeCard>
      </Box>
    </Box>
  );
}
