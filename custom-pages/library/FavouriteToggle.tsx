/**
 * The heart on every card and content page (seed 1: "favourites: toggle from any card"). A
 * toggle button: `aria-pressed` says whether the item is a favourite, the label what pressing
 * does, with the item's name ("Add Ocean Voices to favourites").
 */
import type { ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslate, type Identifier } from 'react-admin';
import { useFavouriteToggle } from './useFavourites';

export interface FavouriteToggleProps {
  contentId: Identifier;
  name: string;
  size?: 'small' | 'medium' | 'large';
}

export function FavouriteToggle({ contentId, name, size = 'medium' }: FavouriteToggleProps): ReactElement {
  const translate = useTranslate();
  const { favourite, ready, busy, toggle } = useFavouriteToggle(contentId);
  const label = translate(favourite ? 'library.favourite.remove' : 'library.favourite.add', { name });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={favourite}
        aria-busy={busy || !ready}
        onClick={() => void toggle()}
        size={size}
        // Red heart, and filled vs outlined: the state is never told by colour alone.
        sx={{ color: favourite ? 'error.main' : 'text.secondary' }}
      >
        {favourite ? <FavoriteIcon aria-hidden /> : <FavoriteBorderIcon aria-hidden />}
      </IconButton>
    </Tooltip>
  );
}
