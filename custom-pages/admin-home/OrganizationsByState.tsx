/**
 * Organisations by the state of their current licensing, as a bar chart. Each state links to the
 * licensings list filtered by it; organisations without a licensing have no such list, so their
 * row is plain text and the section's own link goes to all organisations.
 */
import type { ReactElement } from 'react';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LICENSING_STATES } from '../../domain/roles';
import { CategoryBarChart, type CategoryValue } from '../charts/CategoryBarChart';
import { HomeSection } from './HomeSection';
import { useAdminHomeLinks } from './adminHomeLinks';

/** The known states in their usual order, then any the server adds, then organisations without a licence. */
function orderedStates(counts: Record<string, number>): string[] {
  const known: readonly string[] = LICENSING_STATES;
  const extra = Object.keys(counts).filter((s) => !known.includes(s) && s !== 'none');
  return [...known.filter((s) => s in counts), ...extra, ...('none' in counts ? ['none'] : [])];
}

export function OrganizationsByState({ counts }: { counts: Record<string, number> }): ReactElement {
  const translate = useTranslate();
  const links = useAdminHomeLinks();
  const items: CategoryValue[] = orderedStates(counts).map((state) => {
    const name = state === 'none' ? translate('adminHome.organizations.none') : translate(`resources.licensings.values.state.${state}`, { _: state });
    return {
      key: state,
      value: counts[state] ?? 0,
      label:
        state === 'none' ? (
          name
        ) : (
          <Link component={RouterLink} to={links.list('licensings', { state })}>
            {name}
          </Link>
        ),
    };
  });
  const title = translate('adminHome.organizations.title');
  return (
    <HomeSection title={title} to={links.list('organizations')} linkText={translate('adminHome.organizations.viewAll')}>
      <CategoryBarChart
        title={title}
        items={items}
        categoryLabel={translate('adminHome.organizations.state')}
        valueLabel={translate('adminHome.organizations.count')}
        captionHidden
      />
    </HomeSection>
  );
}
