import { NavLink } from 'react-router-dom';
import { Box, Button, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { dashboardNavItems } from './nav-items';
import { paths } from '@/config/paths';

interface SidebarContentProps {
  collapsed: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}

export function SidebarContent({ collapsed, onNavigate, onLogout }: SidebarContentProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <List component="nav" aria-label="Dashboard" sx={{ flexGrow: 1 }}>
        {dashboardNavItems.map((item) => (
          <Tooltip key={item.to} title={collapsed ? item.label : ''} placement="right">
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.to === paths.dashboard.home}
              onClick={onNavigate}
              aria-label={collapsed ? item.label : undefined}
              sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.light', '& .MuiListItemIcon-root': { color: 'primary.light' } } }}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              {!collapsed && <ListItemText primary={item.label} />}
            </ListItemButton>
          </Tooltip>
        ))}
      </List>
      <Box sx={{ p: 1 }}>
        <Button fullWidth color="inherit" startIcon={<LogoutIcon />} onClick={onLogout} aria-label="Logout">
          {collapsed ? '' : 'Logout'}
        </Button>
      </Box>
    </Box>
  );
}
