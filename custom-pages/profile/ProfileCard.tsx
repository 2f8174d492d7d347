/** One section of the profile: a card named by its heading (a landmark region for screen readers). */
import type { ReactElement, ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ProfileCardProps {
  /** Unique on the page: names the heading's id. */
  id: string;
  titleKey: string;
  children: ReactNode;
}

export const profileHeadingId = (id: string): string => `profile-${id}-heading`;

export function ProfileCard({ id, titleKey, children }: ProfileCardProps): ReactElement {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={profileHeadingId(id)} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={profileHeadingId(id)} variant="h6" component="h2" gutterBottom>
          {translate(titleKey)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
