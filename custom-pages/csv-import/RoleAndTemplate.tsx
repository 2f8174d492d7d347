/**
 * Step one of the dialog: which role the file holds (admins only for super users) and that
 * role's template to start from, downloaded as a data: URL so no request is needed.
 */
import type { ReactElement } from 'react';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { IMPORT_HEADERS, importTemplate, type ImportRole } from '../../domain/csvImport';

export interface RoleAndTemplateProps {
  roles: readonly ImportRole[];
  role: ImportRole;
  onRole(role: ImportRole): void;
  disabled?: boolean;
}

export function templateHref(role: ImportRole): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate(role))}`;
}

export function RoleAndTemplate({ roles, role, onRole, disabled = false }: RoleAndTemplateProps): ReactElement {
  const translate = useTranslate();
  const roleName = translate(`csvImport.roles.${role}`);
  return (
    <Stack spacing={1}>
      <FormControl disabled={disabled}>
        <FormLabel id="csv-import-role">{translate('csvImport.role')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="csv-import-role"
          value={role}
          onChange={(event) => {
            const next = roles.find((r) => r === event.target.value);
            if (next) onRole(next);
          }}
        >
          {roles.map((r) => (
            <FormControlLabel key={r} value={r} control={<Radio />} label={translate(`csvImport.roles.${r}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="body2">{translate('csvImport.headerHint', { header: IMPORT_HEADERS[role].join(',') })}</Typography>
      <div>
        <Button
          component="a"
          href={templateHref(role)}
          download={`${role}-import-template.csv`}
          startIcon={<DownloadIcon />}
          variant="outlined"
          size="small"
        >
          {translate('csvImport.template', { role: roleName.toLowerCase() })}
        </Button>
      </div>
    </Stack>
  );
}
