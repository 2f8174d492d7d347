/**
 * "Import CSV" on the users list toolbar, shown on the teachers and students lists (and admins
 * for super users) to those who may import that role; it opens the dialog with the role chosen.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useBasename, useListContext, useTranslate } from 'react-admin';
import { useViewerFacts } from '../../generator/viewer';
import { csvImportPath } from './importPaths';
import { importRolesFor } from '../../../resources/users/importAccess';

export function ImportCsvButton(): ReactElement | null {
  const translate = useTranslate();
  const basename = useBasename();
  const { filterValues } = useListContext();
  const roles = importRolesFor(useViewerFacts());
  const role = roles.find((r) => r === (filterValues as { role?: unknown }).role);
  if (!role) return null;
  return (
    <Button component={Link} to={`${basename}${csvImportPath(role)}`} size="small" startIcon={<UploadFileIcon />}>
      {translate('csvImport.openButton')}
    </Button>
  );
}
