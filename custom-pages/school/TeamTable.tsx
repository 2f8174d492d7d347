/**
 * The school's teachers, active or archived (seed 2.6 "team members"), with each one's actions.
 * The viewer's own row has none: nobody archives or demotes themselves here (the server refuses
 * archiving oneself too, 805 deleteSelf).
 */
import type { ReactElement } from 'react';
import { Alert, Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useGetList, useTranslate } from 'react-admin';
import type { AppRecord } from '../../dataProvider';
import { memberName, TEAM_PAGE_SIZE, teamFilter, type TeamQuery } from './teamMembers';
import { TeamMemberActions } from './TeamMemberActions';

export interface TeamTableProps extends TeamQuery {
  viewerId: string;
  /** Called after any change so the page reads the lists and counts again. */
  onChanged: () => void;
}

/** Email and role have columns of their own from `sm` up; on a phone they sit under the name, so four columns never squeeze an address into a letter per line. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' }, typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' } as const;

export function TeamTable({ organizationId, archived, viewerId, onChanged }: TeamTableProps): ReactElement {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<AppRecord>('users', {
    filter: teamFilter({ organizationId, archived }),
    pagination: { page: 1, perPage: TEAM_PAGE_SIZE },
    sort: { field: 'lastName', order: 'ASC' },
  });
  if (isPending) return <Loading loadingPrimary="school.account.loading" loadingSecondary="" />;
  if (error || !data) return <Alert severity="error">{translate('school.account.failed')}</Alert>;
  if (data.length === 0) return <Typography sx={{ my: 2 }}>{translate(archived ? 'school.account.noArchived' : 'school.account.noTeachers')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{translate('school.account.name')}</TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>
              {translate('school.account.email')}
            </TableCell>
            <TableCell scope="col" sx={WIDE_ONLY}>
              {translate('school.account.role')}
            </TableCell>
            <TableCell scope="col">{translate('school.account.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((member) => {
            const self = String(member.id) === String(viewerId);
            const email = typeof member.email === 'string' ? member.email : '';
            const role = translate(member.organizationAdmin === true ? 'school.account.organizationAdmin' : 'school.account.teacher');
            return (
              <TableRow key={member.id}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {memberName(member)} {self && translate('school.account.you')}
                  <Box component="span" sx={NARROW_ONLY}>
                    {email}
                  </Box>
                  <Box component="span" sx={NARROW_ONLY}>
                    {role}
                  </Box>
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{email}</TableCell>
                <TableCell sx={WIDE_ONLY}>{role}</TableCell>
                <TableCell>{self ? null : <TeamMemberActions member={member} onChanged={onChanged} />}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
