/**
 * Plan (seed section 2.3): with webinar (the default: all content for 30 days) or without (15
 * days, 2 story worlds). Shows loading until the viewer's organisation is loaded, since the
 * webinar plan goes on to the webinar its licence suggests. Without webinar asks to confirm first.
 * Under the plans, what a subscription costs once the trial ends (seed section 1, domain/prices.ts).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useNavigate, Navigate } from 'react-router-dom';
import { DEFAULT_PLAN, PLAN_TRIALS, PLANS, type Plan } from '../../../domain/signUp';
import { priceValues } from '../../../domain/prices';
import { loadOrganization, updateOrganization, type LoadedOrganization } from '../../api/organizations';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { afterPlan } from '../../flow/signUpFlow';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';
import { RadioCardGroup } from './RadioCard';
import { suggestedMeetingOf } from './organizationFacts';
import { nextStepForViewer } from '../../flow/nextStepForViewer';

const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value);

function PlanDetails({ plan }: { plan: Plan }): ReactNode {
  const { t } = useT();
  const trial = PLAN_TRIALS[plan];
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="span">
          {t(`wizard.plan.${plan}.title`)}
        </Typography>
        {plan === DEFAULT_PLAN && <Chip size="small" color="secondary" label={t('wizard.plan.webinar.recommended')} />}
      </Box>
      <Typography fontWeight={600}>{t(`wizard.plan.${plan}.price`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`wizard.plan.${plan}.text`, { days: trial.days, storyWorlds: trial.storyWorlds ?? '' })}
      </Typography>
    </>
  );
}

export function PlanPage(): ReactNode {
  const { t, locale } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { update, processing, process } = useSignUp();
  const [plan, setPlan] = useState<Plan>(DEFAULT_PLAN);
  const [loaded, setLoaded] = useState<LoadedOrganization | null>(null);
  const [failure, setFailure] = useState<string>();
  usePageTitle('wizard.plan.pageTitle');
  const organizationId = viewer?.organizationId ?? null;

  useEffect(() => {
    if (organizationId === null) return undefined;
    let live = true;
    loadOrganization(organizationId).then(
      (result) => live && setLoaded(result),
      (e: unknown) => live && setFailure(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
    return () => {
      live = false;
    };
  }, [organizationId]);

  // A viewer without a school has no plan to choose: on to the step their account still needs.
  if (viewer && organizationId === null) return <Navigate to={nextStepForViewer(viewer, null)} replace />;
  if (loaded === null) return failure ? <FormMessage>{message(failure)}</FormMessage> : <LoadingText />;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    update({ plan });
    if (plan === 'no_webinar') {
      // Nothing changes until the skip is confirmed.
      void navigate(afterPlan({ plan, suggestedMeetingId: null }));
      return;
    }
    setFailure(undefined);
    process(() => updateOrganization(loaded.organization.id, { plan })).then(
      () => navigate(afterPlan({ plan, suggestedMeetingId: suggestedMeetingOf(loaded) })),
      (e: unknown) => setFailure(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        {t('wizard.plan.title')}
      </Typography>
      <RadioCardGroup
        legend={t('wizard.plan.plansLabel')}
        name="plan"
        value={plan}
        options={PLANS}
        onChange={(value) => isPlan(value) && setPlan(value)}
        renderLabel={(value) => isPlan(value) && <PlanDetails plan={value} />}
        gap={2}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('wizard.plan.afterTrial', priceValues(locale))}
      </Typography>
      <FormMessage>{message(failure)}</FormMessage>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <SubmitButton processing={processing} label="wizard.plan.submit" />
      </Box>
    </Box>
  );
}
