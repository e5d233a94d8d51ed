import { Button, ButtonGroup, Stack, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';

interface QuickSelectBarProps {
  selectedCount: number;
  onTop: (n: number) => void;
  onSelectAll: () => void;
  onClear: () => void;
  onTransfer: () => void;
}

const topSizes = [10, 20, 30];

export function QuickSelectBar({ selectedCount, onTop, onSelectAll, onClear, onTransfer }: QuickSelectBarProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <ButtonGroup variant="outlined" size="small" aria-label="Quick select">
        {topSizes.map((n) => (
          <Button key={n} onClick={() => onTop(n)}>
            Top {n}
          </Button>
        ))}
        <Button onClick={onSelectAll}>Select All</Button>
        <Button onClick={onClear}>Clear</Button>
      </ButtonGroup>
      <Typography role="status" sx={{ flexGrow: 1 }}>
        {selectedCount} selected
      </Typography>
      <Button variant="contained" startIcon={<SwapHorizIcon />} onClick={onTransfer} disabled={selectedCount === 0}>
        Transfer Players
      </Button>
    </Stack>
  );
}
