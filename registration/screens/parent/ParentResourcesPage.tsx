/**
 * Parent topics (seed section 2.3): nine toggles saved as the parent's `preferences` map. A
 * signed-in parent saves them at once and goes on to the children; a visitor keeps them in the
 * sign-up state and the account step saves them after creating the parent. Arriving here puts
 * the visitor on the parent path.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { PARENT_TOPICS } from '../../../domain/constants';
import { useT } from '../../i18n';
import { usePageTitle } from '../../layout/usePageTitle';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { updateUser } from '../../api/accounts';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { afterParentResources } from '../../flow/signUpFlow';
import { SubmitButton } from '../../forms/SubmitButton';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { LoadingText } from '../../RouteGuards';

export type TopicMap = Record<string, boolean>;

/** Every topic present, true or false, so the saved preferences are always the full set of nine. */
export function topicMap(chosen: Partial<Record<string, unknown>> | undefined): TopicMap {
  return Object.fromEntries(PARENT_TOPICS.map((topic) => [topic, chosen?.[topic] === true]));
}

function initialTopics(stored: TopicMap | undefined, saved: unknown): TopicMap {
  if (stored) return topicMap(stored);
  return topicMap(saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : undefined);
}

/** Waits for a stored session to load, so a signed-in parent's topics are saved on their account. */
export function ParentResourcesPage(): React.ReactNode {
  const { loading } = useSession();
  return loading ? <LoadingText /> : <TopicsForm />;
}

function TopicsForm(): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  usePageTitle('family.topics.pageTitle');
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { state, update, processing, process } = useSignUp();
  const [topics, setTopics] = useState<TopicMap>(() => initialTopics(state.preferences, viewer?.record.preferences));
  const [failure, setFailure] = useState<string | undefined>();
  const signedInParent = viewer?.role === 'parent';
  const onParentPath = state.signUpType === 'parent';

  useEffect(() => {
    // Reached by a link (the sign-in page's parent sign-up, issue 25): this is the parent path,
    // so the progress bar shows its icons and the account step accepts any address.
    if (!onParentPath) update({ signUpType: 'parent' });
  }, [onParentPath, update]);

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    setFailure(undefined);
    const preferences = topicMap(topics);
    if (!signedInParent || !viewer) {
      update({ preferences, signUpType: 'parent' });
      navigate(afterParentResources(false));
      return;
    }
    try {
      await process(() => updateUser(viewer.id, { preferences }));
      update({ preferences, signUpType: 'parent' });
      navigate(afterParentResources(true));
    } catch (error) {
      setFailure(isApiFailure(error) ? error.message : 'errors.api.default');
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Typography variant="h2" component="h1" id="topics-title" gutterBottom>
        {t('family.topics.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('family.topics.intro')}</Typography>
      <Box
        role="group"
        aria-labelledby="topics-title"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {PARENT_TOPICS.map((topic) => {
          const on = topics[topic] === true;
          return (
            <ToggleButton
              key={topic}
              value={topic}
              selected={on}
              color="primary"
              onChange={() => setTopics((prev) => ({ ...prev, [topic]: !on }))}
              sx={{ justifyContent: 'flex-start', gap: 1, py: 1.5, px: 2, borderRadius: 3, textTransform: 'none', fontWeight: on ? 700 : 500 }}
            >
              {on ? <CheckCircle aria-hidden /> : <RadioButtonUnchecked aria-hidden />}
              {t(`family.topics.names.${topic}`)}
            </ToggleButton>
          );
        })}
      </Box>
      <FormMessage>{message(failure)}</FormMessage>
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'flex-end' }}>
        <SubmitButton processing={processing} label="family.topics.submit" />
      </Box>
    </Box>
  );
}
