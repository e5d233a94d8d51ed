import { describe, expect, it } from 'vitest';
import { toDisplayedRating, toStoredRating } from '@/features/teams/lib/rating-scale';
import { filenameFromDisposition } from '@/features/teams/lib/export-filename';
import { buildExportSelection, validateExport } from '@/features/teams/lib/validate-export';
import { initialColumnChoices, skillExportColumns, teamExportColumns } from '@/features/teams/lib/export-columns';

describe('rating scale', () => {
  it('shows raw / factor * 10, clamped to 0-10', () => {
    expect(toDisplayedRating(3, 5)).toBe(6);
    expect(toDisplayedRating(120, 100)).toBe(10);
    expect(toDisplayedRating(-1, 10)).toBe(0);
  });

  it('stores displayed / 10 * factor and round-trips', () => {
    expect(toStoredRating(6, 5)).toBe(3);
    expect(toStoredRating(7.3, 3)).toBe(2.19);
    expect(toDisplayedRating(toStoredRating(4.2, 7), 7)).toBeCloseTo(4.2, 3);
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="players_u12_2026-11-21.csv"', 'players_u12_2026-11-21.csv'],
    ["attachment; filename*=UTF-8''caf%C3%A9.csv", 'café.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [undefined, 'teams_export.csv'],
    ['attachment', 'teams_export.csv'],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});

describe('validateExport', () => {
  it('rejects a title over 120 characters', () => {
    const choices = initialColumnChoices(teamExportColumns);
    choices.team_name = { selected: true, title: 't'.repeat(121) };
    expect(validateExport(teamExportColumns, choices)).toEqual(['Column "Team" title must be at most 120 characters long.']);
  });

  it('sends skill columns as skill_ids with their titles', () => {
    const columns = [...teamExportColumns.slice(0, 1), ...skillExportColumns([{ id: 11, name: 'Shooting', normalization_factor: 5 }])];
    const choices = { division_name: { selected: false, title: 'Division' }, skill_11: { selected: true, title: 'Shot' } };
    expect(validateExport(columns, choices)).toEqual([]);
    expect(buildExportSelection(columns, choices)).toEqual({ columns: [], skillIds: [11], columnLabels: { skill_11: 'Shot' } });
  });

  it("titles a skill column with the skill's scale, as the file holds its ratings", () => {
    expect(skillExportColumns([{ id: 11, name: 'Shooting', normalization_factor: 5 }])[0]!.label).toBe('Shooting (0-5)');
  });
});
