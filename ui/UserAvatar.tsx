/**
 * A person's avatar: their photo, or their initials inside a coloured frame. The colour comes from
 * the user id, so a person keeps theirs on every screen and people side by side differ. Every
 * colour reads at 4.5:1 or better on white, as the initials are text (WCAG 1.4.3).
 */
import type { ReactElement } from 'react';
import { Avatar } from '@mui/material';

const FRAME_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#ad1457', '#00695c', '#4527a0', '#bf360c', '#37474f'] as const;

/** The same id always gets the same colour (a small string hash, not a security feature). */
export function avatarColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FRAME_COLOURS[hash % FRAME_COLOURS.length] ?? FRAME_COLOURS[0];
}

export interface AvatarPerson {
  id: string;
  firstName?: unknown;
  lastName?: unknown;
  username?: unknown;
  email?: unknown;
  photoUrl?: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** "Ada Lovelace" → "AL"; a child without a last name by their first; else the username's or email's first letter. */
export function initialsOf(person: AvatarPerson): string {
  const names = [text(person.firstName), text(person.lastName)].filter((n) => n !== '');
  const letters = names.length > 0 ? names.map((n) => Array.from(n)[0] ?? '') : [Array.from(text(person.username) || text(person.email))[0] ?? '?'];
  return letters.join('').toLocaleUpperCase();
}

export interface UserAvatarProps {
  person: AvatarPerson;
  /** Width and height in pixels. */
  size?: number;
  /** The image's text alternative; empty (the default) where the person's name is said beside it. */
  alt?: string;
}

export function UserAvatar({ person, size = 40, alt = '' }: UserAvatarProps): ReactElement {
  const photo = text(person.photoUrl);
  const colour = avatarColour(person.id);
  const frame = Math.max(2, Math.round(size / 16));
  if (photo !== '') return <Avatar src={photo} alt={alt} sx={{ width: size, height: size }} />;
  return (
    <Avatar
      // Initials are a picture of the name: hidden when the name is said beside them.
      {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
      sx={{ width: size, height: size, bgcolor: '#fff', color: colour, border: `${frame}px solid ${colour}`, fontSize: size * 0.4, fontWeight: 600 }}
    >
      {initialsOf(person)}
    </Avatar>
  );
}
