import type { ReactElement } from 'react';
import HomeIcon from '@mui/icons-material/Home';
import EventIcon from '@mui/icons-material/Event';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TuneIcon from '@mui/icons-material/Tune';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import SportsIcon from '@mui/icons-material/Sports';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
}

// The sidebar renders this list; adding a page to the dashboard is one line here.
export const dashboardNavItems: NavItem[] = [
  { label: 'Home', to: paths.dashboard.home, icon: <HomeIcon /> },
  { label: 'Start New Season', to: paths.dashboard.startSeason, icon: <EventIcon /> },
  { label: 'Create Divisions', to: paths.dashboard.createDivisions, icon: <AccountTreeIcon /> },
  { label: 'Create Teams', to: paths.dashboard.createTeams, icon: <GroupAddIcon /> },
  { label: 'View Teams', to: paths.dashboard.viewTeams, icon: <GroupsIcon /> },
  { label: 'View Players', to: paths.dashboard.viewPlayers, icon: <PersonSearchIcon /> },
  { label: 'Edit Teams', to: paths.dashboard.editTeams, icon: <SwapHorizIcon /> },
  { label: 'Coach Draft', to: paths.dashboard.createDraft, icon: <SportsBasketballIcon /> },
  { label: 'Season Schedule', to: paths.dashboard.seasonSchedule, icon: <CalendarMonthIcon /> },
  { label: 'Officials', to: paths.dashboard.officials, icon: <SportsIcon /> },
  { label: 'Evaluation Days', to: paths.dashboard.evaluationDays, icon: <FactCheckIcon /> },
  { label: 'Skills', to: paths.dashboard.skills, icon: <TuneIcon /> },
  { label: 'My Profile', to: paths.dashboard.profile, icon: <AccountCircleIcon /> },
];
