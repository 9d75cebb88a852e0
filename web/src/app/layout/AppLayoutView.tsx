import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import type { PaletteMode } from '@mui/material/styles';
import type { NavEntry } from '../navigation';
import { LateTooltip } from './LateTooltip';
import { RoleBadge } from '../../components/RoleBadge';
import { SideNav } from './SideNav';
import { SkipLink } from '../../components/SkipLink';

export const DRAWER_WIDTH = 240;
const MAIN_ID = 'contenu';

interface AppLayoutViewProps {
  /** The signed-in user; none in the page's HTML built ahead (prerender/signed-in-shell.tsx), which knows nobody. */
  username?: string;
  role?: string;
  entries: readonly NavEntry[];
  currentPath: string;
  mode: PaletteMode;
  onToggleMode(): void;
  onLogout(): void;
  children: ReactNode;
  /**
   * Rendered to HTML at build time, where the screen's width is unknown: the permanent drawer, shown by CSS
   * from md up (the client then renders the one its width needs, in the same place).
   */
  prerendered?: boolean;
}

/** Header, side navigation (a temporary drawer on small screens), page and footer. */
export function AppLayoutView({
  username,
  role,
  entries,
  currentPath,
  mode,
  onToggleMode,
  onLogout,
  children,
  prerendered = false,
}: AppLayoutViewProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  // One navigation, not both hidden by CSS: the permanent drawer from md up, else the temporary one,
  // whose items are rendered only when it opens (a phone's first paint skips the whole menu).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const nav = <SideNav entries={entries} currentPath={currentPath} onNavigate={() => setMobileOpen(false)} />;
  const modeLabel = mode === 'dark' ? 'Passer en mode clair' : 'Passer en mode sombre';
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink target={MAIN_ID} />
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Ouvrir le menu"
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1 }} />
          {username && (
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {username}
            </Typography>
          )}
          {role && <RoleBadge role={role} />}
          <LateTooltip title={modeLabel}>
            <IconButton aria-label={modeLabel} onClick={onToggleMode}>
              {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
            </IconButton>
          </LateTooltip>
          <LateTooltip title="Déconnexion">
            <IconButton aria-label="Déconnexion" onClick={onLogout}>
              <LogoutIcon />
            </IconButton>
          </LateTooltip>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {wide || prerendered ? (
          <Drawer
            variant="permanent"
            open
            sx={{
              display: prerendered ? { xs: 'none', md: 'block' } : undefined,
              '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
            }}
          >
            {nav}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
          >
            {nav}
          </Drawer>
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, outline: 'none' }}>
          {children}
        </Box>
        <Box
          component="footer"
          sx={{ py: 2, textAlign: 'center', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2">© 2024 Pilotage. Tous droits réservés.</Typography>
        </Box>
      </Box>
    </Box>
  );
}
