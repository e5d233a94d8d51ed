import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { theme } from '@/theme/theme';
import { SkillScoreButtons } from '@/features/evaluate/components/skill-score-buttons';
import type { LocalScore } from '@/features/evaluate/lib/evaluate-db';
import { renderWithProviders } from '@/testing/render-with-providers';

const shooting = { id: 11, name: 'Shooting', instruction: 'Five free throws', division_id: 5 };
const scored: LocalScore = { key: '40:7:11', event_id: 40, id: 'a', bib: 7, skill_id: 11, value: 4, note: '', needs_another_look: false, scored_at: '2026-09-12T09:00:00.000Z', waiting: 1, error: null };

/** "#1976d2" as getComputedStyle answers it: "rgb(25, 118, 210)". */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('the score buttons on the phone', () => {
  it('shows the chosen score pressed and filled with the primary colour, the others not', () => {
    renderWithProviders(<SkillScoreButtons skill={shooting} scale={{ min: 1, max: 5, step: 1 }} score={scored} onScore={vi.fn()} />, '/', { documentStyles: true });

    const chosen = screen.getByRole('button', { name: 'Shooting 4' });
    const other = screen.getByRole('button', { name: 'Shooting 3' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(chosen).toHaveStyle({ backgroundColor: rgb(theme.palette.primary.main), color: rgb(theme.palette.primary.contrastText), fontWeight: '700' });
    expect(getComputedStyle(other).backgroundColor).not.toBe(rgb(theme.palette.primary.main));
  });
});
