import { adminApi } from '@/lib/admin-api';
import type { BalanceRequest, BalancePreviewDto } from './types';
import type { BalancedTeamsAnswer } from '@league/contract';

/** Previews balanced teams from a CSV; nothing is stored until the teams are saved. */
export async function createBalancedTeams(request: BalanceRequest): Promise<BalancePreviewDto> {
  const form = new FormData();
  form.append('file', request.file, request.file.name);
  form.append('league_id', String(request.leagueId));
  form.append('division_id', String(request.divisionId));
  form.append('number_of_teams', String(request.numberOfTeams));
  form.append('skill_mapping', JSON.stringify(request.skillMapping));
  form.append('selected_skills', JSON.stringify(request.selectedSkills));
  if (request.seed !== undefined) form.append('seed', String(request.seed));
  if (request.region) {
    form.append('region_column', request.region.column);
    form.append('region_mode', request.region.mode);
    form.append('region_weight', String(request.region.weight));
  }
  if (request.availability) {
    form.append('availability_column', request.availability.column);
    form.append('availability_weight', String(request.availability.weight));
  }
  if (request.height) {
    form.append('height_column', request.height.column);
    form.append('height_weight', String(request.height.weight));
  }
  for (const [field, value] of Object.entries(request.columnFields ?? {})) form.append(field, value);
  if (request.genderMapping && Object.keys(request.genderMapping).length > 0) form.append('gender_mapping', JSON.stringify(request.genderMapping));
  if (request.requestChoices?.length) form.append('request_choices', JSON.stringify(request.requestChoices));
  if (request.rules) {
    form.append('request_weight', String(request.rules.requestWeight));
    form.append('requests_mutual_only', String(request.rules.mutualOnly));
    form.append('tier_balance', String(request.rules.tierBalance));
    form.append('blank_ratings', request.rules.blankRatings);
    if (request.columnFields?.school_column && request.rules.maxPerSchool !== undefined) form.append('max_per_school', String(request.rules.maxPerSchool));
  }
  // The instance's JSON default would make axios turn the form into JSON; the browser adds the boundary.
  const { data } = await adminApi.post<BalancedTeamsAnswer>('/players/balanced_teams/', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return data.data;
}
