/** One section of the console home: a card with its heading, its figures, and a link to its list. */
import { useId, type ReactElement, type ReactNode } from 'react';
import { Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface HomeSectionProps {
  title: string;
  /** The list the section summarises, and the link's text. */
  to: string;
  linkText: string;
  /** Spans the whole row of the home's grid (a table with many columns). */
  wide?: boolean;
  children: ReactNode;
}

export function HomeSection({ title, to, linkText, wide = false, children }: HomeSectionProps): ReactElement {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', ...(wide ? { gridColumn: '1 / -1' } : {}) }}>
      <CardContent sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Link component={RouterLink} to={to}>
          {linkText}
        </Link>
      </CardActions>
    </Card>
  );
}
