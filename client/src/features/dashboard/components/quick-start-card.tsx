import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import TuneIcon from '@mui/icons-material/Tune';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import BalanceIcon from '@mui/icons-material/Balance';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { paths } from '@/config/paths';

const links = [
  { label: 'Start a Season', to: paths.dashboard.startSeason, icon: <EventIcon /> },
  { label: 'Create Divisions', to: paths.dashboard.createDivisions, icon: <AccountTreeIcon /> },
  { label: 'Define Skills', to: paths.dashboard.skills, icon: <TuneIcon /> },
  { label: 'Create Teams', to: paths.dashboard.createTeams, icon: <GroupAddIcon /> },
  { label: 'Balance Teams', to: paths.dashboard.editTeams, icon: <BalanceIcon /> },
  { label: 'Export Data', to: paths.dashboard.viewTeams, icon: <FileDownloadIcon /> },
];

export function QuickStartCard() {
  return (
    <Card component="section" aria-labelledby="quick-start-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="quick-start-title" variant="h6" component="h2" gutterBottom>
          Quick Start
        </Typography>
        <List aria-labelledby="quick-start-title">
          {links.map((link) => (
            <ListItem key={link.label} disablePadding>
              <ListItemButton component={RouterLink} to={link.to}>
                <ListItemIcon>{link.icon}</ListItemIcon>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
