import { Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import type { FamilyReportPlayerDto } from '@league/contract';

interface CommentApprovalsProps {
  player: FamilyReportPlayerDto;
  skillName: Map<number, string>;
  approvedKeys: Set<string>;
  /** While an approval is being saved. */
  busy?: boolean;
  onToggle: (key: string, approved: boolean) => void;
}

/** The evaluators' notes on one child, each printed only once the admin approves it (saved; never printed itself). */
export function CommentApprovals({ player, skillName, approvedKeys, busy = false, onToggle }: CommentApprovalsProps) {
  if (player.comments.length === 0) return null;
  return (
    <FormGroup className="no-print" aria-label={`Comments to print for ${player.name}`}>
      <Typography variant="body2" color="text.secondary">
        Evaluators&apos; notes on {player.name}: tick those the family should read (saved for every reprint; a note an evaluator changes needs ticking again).
      </Typography>
      {player.comments.map((c) => (
        <FormControlLabel
          key={c.key}
          control={<Checkbox checked={approvedKeys.has(c.key)} disabled={busy} onChange={(e) => onToggle(c.key, e.target.checked)} />}
          label={`${skillName.get(c.skill_id) ?? 'Note'}: ${c.note}`}
        />
      ))}
    </FormGroup>
  );
}
