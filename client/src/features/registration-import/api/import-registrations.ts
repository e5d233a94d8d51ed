import { adminApi } from '@/lib/admin-api';
import type { ImportPlayersResultDto } from '@league/contract';

export interface ImportRequest {
  divisionId: number;
  file: File;
  /** The column fields of the confirmed mapping (name_columns, dob_column, ...). */
  columnFields: Record<string, string>;
  /** Skill id → the column holding its rating; ratings are optional. */
  skillMapping: Record<string, string>;
  dryRun: boolean;
  /** Spreadsheet row → the participant it is, or "new". */
  matchDecisions: Record<string, number | 'new'>;
  confirmWithdrawals: boolean;
}

/** POST /players/import/ (decision 0039): a dry run answers the preview; dry_run=false writes it in one go. */
export async function importRegistrations(request: ImportRequest): Promise<ImportPlayersResultDto> {
  const form = new FormData();
  form.append('division_id', String(request.divisionId));
  form.append('file', request.file, request.file.name);
  for (const [field, value] of Object.entries(request.columnFields)) form.append(field, value);
  if (Object.keys(request.skillMapping).length) form.append('skill_mapping', JSON.stringify(request.skillMapping));
  form.append('dry_run', String(request.dryRun));
  if (Object.keys(request.matchDecisions).length) form.append('match_decisions', JSON.stringify(request.matchDecisions));
  form.append('confirm_withdrawals', String(request.confirmWithdrawals));
  // The instance's JSON default would make axios turn the form into JSON; the browser adds the boundary.
  const { data } = await adminApi.post<ImportPlayersResultDto>('/players/import/', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  return data;
}
