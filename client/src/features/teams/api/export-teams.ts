import { adminApi } from '@/lib/admin-api';
import type { ExportFormat } from '@league/contract';
import { filenameFromDisposition } from '@/features/teams/lib/export-filename';

export interface ExportRequest {
  league: number;
  division: number | null;
  season: number | null;
  scope: 'players' | 'teams';
  format: ExportFormat;
  columns: string[];
  skillIds: number[];
  columnLabels: Record<string, string>;
  /** Parents' names, emails and phones go into the file only when true (decision 0047). */
  includeContacts?: boolean;
}

export interface ExportFile {
  blob: Blob;
  filename: string;
}

export async function exportTeams(request: ExportRequest): Promise<ExportFile> {
  const params: Record<string, string | number> = { league: request.league, scope: request.scope, format: request.format };
  // Another system's roster has its own fixed columns.
  if (request.format === 'custom') {
    params.columns = request.columns.join(',');
    params.column_labels = JSON.stringify(request.columnLabels);
  }
  if (request.includeContacts) params.include_contacts = 'true';
  if (request.division) params.division = request.division;
  if (request.season) params.season = request.season;
  if (request.format === 'custom' && request.skillIds.length) params.skill_ids = request.skillIds.join(',');
  const response = await adminApi.get<Blob>('/teams/export/', { params, responseType: 'blob' });
  return { blob: response.data, filename: filenameFromDisposition(response.headers['content-disposition']) };
}
