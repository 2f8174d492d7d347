/**
 * The latest audit entries, newest first: what was done (in words, as the audit list says it), by
 * whom, to which organisation and when. The ids come from the dashboard; the entries and their
 * organisations are read through the ordinary readers, so each reader sees only what they may.
 */
import type { ReactElement } from 'react';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { AuditActionText } from '../../shell/resources/organizations/AuditAction';
import { HomeSection } from './HomeSection';
import { useFormatDate } from '../../shell/generator/useDates';
import { useAdminHomeLinks } from './adminHomeLinks';

function useEntries(ids: readonly string[]): { entries: RaRecord[]; organizations: Map<string, RaRecord>; loading: boolean } {
  const { data: found, isPending } = useGetMany('audit_entries', { ids: [...ids] }, { enabled: ids.length > 0 });
  // getMany answers in any order: keep the dashboard's (newest first).
  const byId = new Map((found ?? []).map((e) => [String(e.id), e]));
  const entries = ids.map((id) => byId.get(id)).filter((e): e is RaRecord => e !== undefined);
  const organizationIds = [...new Set(entries.map((e) => e.organizationId).filter((id) => id != null).map(String))];
  const { data: orgs } = useGetMany('organizations', { ids: organizationIds }, { enabled: organizationIds.length > 0 });
  return { entries, organizations: new Map((orgs ?? []).map((o) => [String(o.id), o])), loading: ids.length > 0 && isPending };
}

export function LatestAudit({ ids }: { ids: readonly string[] }): ReactElement {
  const translate = useTranslate();
  const links = useAdminHomeLinks();
  const formatDate = useFormatDate();
  const { entries, organizations, loading } = useEntries(ids);
  return (
    <HomeSection wide title={translate('adminHome.audit.title')} to={links.list('audit_entries')} linkText={translate('adminHome.audit.viewAll')}>
      {!loading && entries.length === 0 ? (
        <Typography>{translate('adminHome.audit.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-busy={loading}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('adminHome.audit.action')}</TableCell>
                <TableCell scope="col">{translate('adminHome.audit.actor')}</TableCell>
                <TableCell scope="col">{translate('adminHome.audit.organization')}</TableCell>
                <TableCell scope="col">{translate('adminHome.audit.time')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => {
                const organizationId = e.organizationId == null ? undefined : String(e.organizationId);
                const organization = organizationId ? organizations.get(organizationId) : undefined;
                return (
                  <TableRow key={String(e.id)}>
                    <TableCell>
                      <AuditActionText action={String(e.action ?? '')} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word' }}>{String(e.actorName ?? '')}</TableCell>
                    <TableCell sx={{ overflowWrap: 'break-word' }}>
                      {organizationId && organization ? (
                        <Link component={RouterLink} to={links.edit('organizations', organizationId)}>
                          {String(organization.name ?? organizationId)}
                        </Link>
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.createdAt, 'moment') ?? ''}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </HomeSection>
  );
}
