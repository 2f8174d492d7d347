/** The menu icons definitions name (`icon: 'School'`); an unknown name falls back to react-admin's default. */
import type { ComponentType } from 'react';
import Campaign from '@mui/icons-material/Campaign';
import CardMembership from '@mui/icons-material/CardMembership';
import Event from '@mui/icons-material/Event';
import Groups from '@mui/icons-material/Groups';
import Key from '@mui/icons-material/Key';
import Label from '@mui/icons-material/Label';
import LocalOffer from '@mui/icons-material/LocalOffer';
import MenuBook from '@mui/icons-material/MenuBook';
import People from '@mui/icons-material/People';
import School from '@mui/icons-material/School';
import VideoCall from '@mui/icons-material/VideoCall';

const ICONS: Record<string, ComponentType> = {
  Campaign,
  CardMembership,
  Event,
  Groups,
  Key,
  Label,
  LocalOffer,
  MenuBook,
  People,
  School,
  VideoCall,
};

export function iconFor(name: string | undefined): ComponentType | undefined {
  return name === undefined ? undefined : ICONS[name];
}
