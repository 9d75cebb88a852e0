import type { ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { useStartedLate } from '../../lib/useStartedLate';

/**
 * MUI's Tooltip, mounted once the screen's first commit is done. A Tooltip keeps its child's node in state, set
 * by a ref as the commit attaches it: a synchronous update inside the commit, which makes React run every
 * pending effect (Apollo's subscriptions among them) and render again in that same task. For the header's
 * buttons, on every page's first load, that held a phone's main thread for about 20 ms more.
 */
export function LateTooltip({ title, children }: { title: string; children: ReactElement }) {
  return useStartedLate() ? <Tooltip title={title}>{children}</Tooltip> : children;
}
