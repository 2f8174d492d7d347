/**
 * The welcome page (seed section 2.2), a full-width page of its own: hero and work-email
 * capture, statistics, features, FAQ and footer, with the copy from the site-copy service (the
 * catalogue's fallback when it fails). The query's `source` and `redirect` go into the sign-up
 * state; a visitor arriving with email, first_name and last_name is sent on at once and the
 * page renders nothing meanwhile (unless the address is refused: a personal one is then offered
 * the parent path, EmailCapture). Each capture has the parent's way in beside it (issue 25).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { RegistrationHeader } from '../../layout/RegistrationHeader';
import { usePageTitle } from '../../layout/usePageTitle';
import { LoadingText } from '../../RouteGuards';
import { emailProblem } from '../../forms/ruleMessages';
import { isConsumerEmail } from '../../../domain/signUp';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { useSignUp } from '../../session/SignUpStateProvider';
import { readWelcomeQuery } from './welcomeQuery';
import { useProceedWithEmail } from './useProceedWithEmail';
import { useWelcomeContent } from './useWelcomeContent';
import { Hero } from './Hero';
import { StatisticsStrip } from './StatisticsStrip';
import { Features } from './Features';
import { FaqAccordion } from './FaqAccordion';
import { WelcomeFooter } from './WelcomeFooter';

/** The straight-away proceed: under way, or refused (the page then shows with the reason). */
type Straight = { status: 'running' } | { status: 'refused'; invalidEmail: boolean; message?: string };

export function WelcomePage(): React.ReactNode {
  usePageTitle('welcome.pageTitle');
  const [params] = useSearchParams();
  const query = useMemo(() => readWelcomeQuery(params), [params]);
  const { update } = useSignUp();
  const proceed = useProceedWithEmail(query.redirect);
  const [straight, setStraight] = useState<Straight | null>(() => (query.complete ? { status: 'running' } : null));
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    update({ ...(query.source ? { source: query.source } : {}), ...(query.redirect ? { redirect: true } : {}) });
    const { email, firstName, lastName } = query;
    if (!query.complete || email === undefined) return;
    if (emailProblem(email, 'organization') !== undefined) {
      // A personal address is offered the parent path (the capture's notice): keep the names for it.
      if (isConsumerEmail(email)) update({ firstName, lastName });
      setStraight({ status: 'refused', invalidEmail: true });
      return;
    }
    proceed(email, { firstName, lastName }).catch((error: unknown) =>
      setStraight({ status: 'refused', invalidEmail: false, message: isApiFailure(error) ? error.message : 'errors.api.default' }),
    );
  }, []);

  const running = straight?.status === 'running';
  const { loading, content } = useWelcomeContent(!running);
  if (running) return null;

  const refused = straight?.status === 'refused' ? straight : null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <RegistrationHeader />
      <Box component="main" sx={{ flex: 1 }}>
        {loading ? (
          <LoadingText />
        ) : (
          <>
            <Hero
              title={content.title}
              subHead={content.subHead}
              capture={{ onProceed: proceed, initialEmail: query.email, showInitialError: refused?.invalidEmail, initialMessage: refused?.message }}
            />
            <StatisticsStrip statistics={content.statistics} />
            <Features features={content.features} />
            <FaqAccordion title={content.faqTitle} items={content.faq} />
          </>
        )}
      </Box>
      {!loading && <WelcomeFooter onProceed={proceed} />}
    </Box>
  );
}
