import type { FamilyReportBand } from '@league/contract';

/** What a family reads for each quarter of the division: kind, and never a rank (decision 0070). */
export const bandWords: Record<FamilyReportBand, string> = {
  top: 'Among the strongest in the division',
  upper: 'Above the middle of the division',
  lower: 'Below the middle of the division',
  developing: 'Still developing compared with the division',
};
