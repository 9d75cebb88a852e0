import { Link } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import BadgeIcon from '@mui/icons-material/Badge';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EuroIcon from '@mui/icons-material/Euro';
import InsightsIcon from '@mui/icons-material/Insights';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import SettingsIcon from '@mui/icons-material/Settings';
import HistoryIcon from '@mui/icons-material/History';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { NavEntry } from '../navigation';

const icons: Record<string, typeof DashboardIcon> = {
  '/': DashboardIcon,
  '/users': GroupIcon,
  '/employees': BadgeIcon,
  '/tasks': ChecklistIcon,
  '/financials': EuroIcon,
  '/invoices': ReceiptLongIcon,
  '/bank': AccountBalanceIcon,
  '/performance': InsightsIcon,
  '/settings': SettingsIcon,
  '/audit-log': HistoryIcon,
  '/account': AccountCircleIcon,
  '/supplier-invoices': InboxIcon,
  '/accounting': MenuBookIcon,
};

interface SideNavProps {
  entries: readonly NavEntry[];
  currentPath: string;
  onNavigate?: () => void;
}

/** Brand and the role-filtered main navigation. */
export function SideNav({ entries, currentPath, onNavigate }: SideNavProps) {
  return (
    <Box component="nav" aria-label="Navigation principale">
      <Toolbar>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
          Pilotage
        </Typography>
      </Toolbar>
      <List>
        {entries.map((entry) => {
          const Icon = icons[entry.path] ?? DashboardIcon;
          const active = currentPath === entry.activePath || currentPath.startsWith(`${entry.activePath}/`);
          return (
            <ListItem key={entry.path} disablePadding>
              <ListItemButton
                component={Link}
                to={entry.path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
