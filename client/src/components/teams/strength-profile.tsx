import { Box, Stack, Typography } from '@mui/material';
import { genderCodes, genderPluralNames, type GenderCounts, type TierCountsDto } from '@league/contract';
import { tierNames } from '@/lib/tiers';

const tierColors = ['#2563eb', '#60a5fa', '#bfdbfe'] as const;
const genderColors = ['#7c3aed', '#f59e0b', '#10b981', '#94a3b8'] as const;

interface Segment {
  label: string;
  count: number;
  color: string;
}

/** One stacked bar; the picture is hidden from screen readers, which read the same counts as text. */
function StackedBar({ title, segments }: { title: string; segments: Segment[] }) {
  const total = segments.reduce((sum, s) => sum + s.count, 0);
  const text = `${title}: ${segments.map((s) => `${s.count} ${s.label}`).join(', ')}`;
  return (
    <Box>
      <Typography variant="body2">{text}</Typography>
      <Stack direction="row" aria-hidden sx={{ height: 12, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {segments.map((s) =>
          s.count > 0 ? <Box key={s.label} title={`${s.count} ${s.label}`} sx={{ width: `${(100 * s.count) / (total || 1)}%`, bgcolor: s.color }} /> : null,
        )}
      </Stack>
    </Box>
  );
}

/** A team's strength profile: its top / middle / bottom players, and boys and girls where gender was used. */
export function StrengthProfile({ tierCounts, genderCounts }: { tierCounts?: TierCountsDto | null; genderCounts?: GenderCounts | null }) {
  // The vocabulary's codes (decision 0034), in its order and words: "6 girls, 6 boys".
  const genders = genderCodes.flatMap((code) => (genderCounts?.[code] === undefined ? [] : [[genderPluralNames[code], genderCounts[code]] as const]));
  if (!tierCounts && genders.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      {tierCounts && (
        <StackedBar title="Strength profile" segments={tierNames.map((tier, i) => ({ label: tier, count: tierCounts[tier], color: tierColors[i] ?? '#bfdbfe' }))} />
      )}
      {genders.length > 0 && (
        <StackedBar title="Gender" segments={genders.map(([label, count], i) => ({ label, count, color: genderColors[i % genderColors.length] ?? '#94a3b8' }))} />
      )}
    </Stack>
  );
}
