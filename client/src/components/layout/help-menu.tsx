import { useState } from 'react';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { paths } from '@/config/paths';

export type GuidePage = Parameters<typeof paths.guide>[0];

interface HelpMenuProps {
  /** The signed-in user's role page, listed first as "Guide". */
  guide: GuidePage;
  /** Other pages this user may need (an admin also runs evaluation days). */
  more?: { page: GuidePage; label: string }[];
}

/**
 * The Help menu: the guide with pictures for the user's role. The guide is a page of the
 * server, outside the app, so it opens in a new tab and the user's place in the app stays.
 */
export function HelpMenu({ guide, more = [] }: HelpMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = [{ page: guide, label: 'Guide' }, ...more, { page: '' as GuidePage, label: 'All guides' }];
  return (
    <>
      <Tooltip title="Help">
        <IconButton aria-label="Help" aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem key={item.label} component="a" href={paths.guide(item.page)} target="_blank" rel="noopener" onClick={() => setAnchor(null)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
