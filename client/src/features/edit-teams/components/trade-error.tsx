import { Alert } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { readBrokenRules } from '@/api/players/trade-players';
import { BrokenRulesConfirm } from '@/components/teams/broken-rules-confirm';
import type { useTradeMutation } from '@/api/players/use-trade-mutation';

interface TradeErrorProps {
  mutation: ReturnType<typeof useTradeMutation>;
  action: 'trade' | 'move';
}

/** A refused trade or move: the rules it breaks with a "do it anyway" step, or the server's sentence. */
export function TradeError({ mutation, action }: TradeErrorProps) {
  if (!mutation.isError) return null;
  const reasons = readBrokenRules(mutation.error);
  if (reasons && mutation.variables) {
    const refused = mutation.variables;
    return (
      <BrokenRulesConfirm
        reasons={reasons}
        action={action}
        pending={mutation.isPending}
        onCancel={() => mutation.reset()}
        onConfirm={() => mutation.mutate({ ...refused, override: true })}
      />
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {apiErrorMessage(mutation.error) ?? (action === 'trade' ? 'Trade failed' : 'Move failed')}
    </Alert>
  );
}

/** While the rules question is open, the dialog's own button waits for its answer. */
export const awaitsRulesAnswer = (mutation: ReturnType<typeof useTradeMutation>) => mutation.isError && readBrokenRules(mutation.error) !== null;
