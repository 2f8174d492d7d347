/** A link to an outside site that opens in a new window and says so to screen-reader users. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useT } from '../../i18n';
import { visuallyHidden } from '../../../ui/visuallyHidden';

// Pixel strings: a bare 1 in sx would mean 100%.

export function NewWindowLink({ href, children }: { href: string; children: ReactNode }): ReactNode {
  const { t } = useT();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('wizard.newWindow')}`}
      </Box>
    </Link>
  );
}
