/**
 * The menu icons, by the names resource definitions (`icon: 'School'`) and the shell's route table
 * (layout/routes.ts) give them: every name they use is here (layout/menuIcons.test.ts), so no two entries
 * fall back to one default icon.
 */
import type { ComponentType } from 'react';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import ChildCare from '@mui/icons-material/ChildCare';
import EscalatorWarning from '@mui/icons-material/EscalatorWarning';
import Backpack from '@mui/icons-material/Backpack';
import CoPresent from '@mui/icons-material/CoPresent';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import Timeline from '@mui/icons-material/Timeline';
import Topic from '@mui/icons-material/Topic';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Campaign from '@mui/icons-material/Campaign';
import CardMembership from '@mui/icons-material/CardMembership';
import CastForEducation from '@mui/icons-material/CastForEducation';
import CollectionsBookmark from '@mui/icons-material/CollectionsBookmark';
import Dashboard from '@mui/icons-material/Dashboard';
import Event from '@mui/icons-material/Event';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import Favorite from '@mui/icons-material/Favorite';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import HowToReg from '@mui/icons-material/HowToReg';
import Key from '@mui/icons-material/Key';
import Public from '@mui/icons-material/Public';
import Label from '@mui/icons-material/Label';
import LocalOffer from '@mui/icons-material/LocalOffer';
import MenuBook from '@mui/icons-material/MenuBook';
import NewReleases from '@mui/icons-material/NewReleases';
import People from '@mui/icons-material/People';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import School from '@mui/icons-material/School';
import Share from '@mui/icons-material/Share';
import Task from '@mui/icons-material/Task';
import VideoCall from '@mui/icons-material/VideoCall';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import ViewAgenda from '@mui/icons-material/ViewAgenda';

const ICONS: Record<string, ComponentType> = {
  AdminPanelSettings,
  ChildCare,
  EscalatorWarning,
  Backpack,
  CoPresent,
  SpaceDashboard,
  Timeline,
  Topic,
  AccountBalance,
  AccountCircle,
  Campaign,
  CardMembership,
  CastForEducation,
  CollectionsBookmark,
  Dashboard,
  Event,
  FamilyRestroom,
  Favorite,
  Groups,
  History,
  HowToReg,
  Key,
  Label,
  LocalOffer,
  MenuBook,
  NewReleases,
  People,
  Public,
  QuestionAnswer,
  School,
  Share,
  Task,
  VideoCall,
  VideoLibrary,
  ViewAgenda,
};

export const ICON_NAMES: readonly string[] = Object.keys(ICONS);

export function iconFor(name: string | undefined): ComponentType | undefined {
  return name === undefined ? undefined : ICONS[name];
}
