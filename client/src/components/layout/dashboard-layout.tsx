import { useState } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import { paths } from '@/config/paths';
import { logOut } from '@/api/auth/log-out';
import { hasSession } from '@/lib/auth/session';
import { HelpMenu } from './help-menu';
import { SidebarContent } from './sidebar-content';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const widths = { open: 248, collapsed: 72 };

export function DashboardLayout() {
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width:900px)', { noSsr: true });
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);

  if (!hasSession()) return <Navigate to={paths.login} replace />;

  const handleLogout = async () => {
    await logOut();
    void navigate(paths.home);
  };
  const width = wide ? (collapsed ? widths.collapsed : widths.open) : widths.open;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" elevation={0} color="default" sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          {wide ? (
            <IconButton edge="start" onClick={toggleCollapsed} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} sx={{ mr: 1 }}>
              {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
          ) : (
            <IconButton edge="start" onClick={() => setMobileOpen(true)} aria-label="Open menu" sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
          )}
          <SportsBasketballIcon color="secondary" sx={{ mr: 1 }} aria-hidden />
          <Typography variant="h6" component="span" noWrap sx={{ flexGrow: 1 }}>
            League Dashboard
          </Typography>
          <HelpMenu guide="league-admin" more={[{ page: 'evaluation-volunteer', label: 'Guide for evaluation days' }]} />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{
          width,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width, boxSizing: 'border-box', overflowX: 'hidden' },
          // Docked, the panel is part of the page: it stretches to the page's full height (a
          // fixed paper ends after one window on long pages) while the links stay in view.
          ...(wide && { alignSelf: 'stretch', bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }),
        }}
        slotProps={wide ? { paper: { sx: { position: 'sticky', top: 0, height: '100vh', border: 'none' } } } : undefined}
      >
        <Toolbar />
        <SidebarContent collapsed={wide && collapsed} onNavigate={() => setMobileOpen(false)} onLogout={() => void handleLogout()} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
