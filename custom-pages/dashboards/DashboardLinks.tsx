/**
 * Links a dashboard shows: internal ones move within the shell; external ones (a configured
 * `https://…` or `mailto:` link) open in a new tab, say so to screen readers, and get
 * `rel="noopener noreferrer"` so the opened page cannot reach back into the console.
 */
import type { ReactElement, ReactNode } from 'react';
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { DashboardLink } from '../../domain/dashboards';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useOpensFor } from './useOpensFor';

export const isExternalUrl = (url: string): boolean => /^(https?:|mailto:)/i.test(url);

export function SmartLink({ url, children }: { url: string; children: ReactNode }): ReactElement {
  const translate = useTranslate();
  if (!isExternalUrl(url))
    return (
      <Link component={RouterLink} to={url}>
        {children}
      </Link>
    );
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${translate('dashboards.newTab')}`}
      </Box>
    </Link>
  );
}

/** A plain list of the links that open for the viewer; `empty` when there are none (an item never renders blank). */
export function LinkList({ links, empty }: { links: readonly DashboardLink[]; empty: ReactNode }): ReactElement {
  const opens = useOpensFor();
  const shown = links.filter((link) => opens(link.url));
  if (shown.length === 0) return <>{empty}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {shown.map((link, i) => (
        <li key={`${i}-${link.url}`}>
          <SmartLink url={link.url}>{link.label}</SmartLink>
        </li>
      ))}
    </Box>
  );
}

/** The empty text of a list item, with an optional way onwards. */
export function EmptyText({ text, action }: { text: string; action?: { to: string; label: string } }): ReactElement {
  return (
    <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
      {text}
      {action ? (
        <>
          {' '}
          <Link component={RouterLink} to={action.to}>
            {action.label}
          </Link>
        </>
      ) : null}
    </Box>
  );
}
