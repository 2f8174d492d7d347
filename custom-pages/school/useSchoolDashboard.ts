/**
 * The school's 30-day figures: GET /dashboards/school (server/routes/dashboards.ts), the viewer's
 * own school unless an organisation is named (admins looking at one school).
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import type { SchoolDashboardAttributes } from '../../domain/dashboards';

export type SchoolDashboardState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: SchoolDashboardAttributes };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The document's attributes keep their wire names nested; only the top level is camelCased. */
function toAttributes(data: Record<string, unknown> | undefined): SchoolDashboardAttributes | null {
  if (!data || !isRecord(data.totals) || !Array.isArray(data.days)) return null;
  return {
    window_days: Number(data.windowDays ?? data.window_days ?? 0),
    from: String(data.from ?? ''),
    to: String(data.to ?? ''),
    totals: data.totals as SchoolDashboardAttributes['totals'],
    days: data.days as SchoolDashboardAttributes['days'],
  };
}

export function useSchoolDashboard(organizationId?: string): SchoolDashboardState {
  const dataProvider = useDataProvider<EduDataProvider>();
  const [state, setState] = useState<SchoolDashboardState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    dataProvider
      .readDocument({ path: '/dashboards/school', ...(organizationId ? { query: { 'filter[organization]': organizationId } } : {}), signal: controller.signal })
      .then(({ data }) => {
        const attributes = toAttributes(data);
        setState(attributes ? { status: 'ready', data: attributes } : { status: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [dataProvider, organizationId]);
  return state;
}
