import { describe, expect, it } from 'vitest';
import {
  aggregateEvent,
  blendWithPrior,
  describeSeverity,
  largestRankMoves,
  overallFigures,
  rawMeans,
  raterCorrected,
  trimmedMeans,
  type ScoreCell,
} from '../index.js';

const cell = (evaluator: number, player: number, value: number): ScoreCell => ({ evaluator, player, value });
const figureOf = (figures: { player: number; figure: number }[], player: number) => figures.find((f) => f.player === player)!.figure;
const severityOf = (severities: { evaluator: number; severity: number }[], evaluator: number) =>
  severities.find((s) => s.evaluator === evaluator)!.severity;

describe('raw and trimmed means', () => {
  it('averages each player, and drops the highest and lowest only from 4 scores on', () => {
    // Player 1: 2, 9, 5, 6, 3 -> mean 25/5 = 5; sorted 2,3,5,6,9 without 2 and 9 -> (3+5+6)/3 = 4.667.
    // Player 2: 1, 10, 4 (three scores) -> mean 15/3 = 5, and the trimmed mean is the same 5.
    const cells = [cell(1, 1, 2), cell(2, 1, 9), cell(3, 1, 5), cell(4, 1, 6), cell(5, 1, 3), cell(1, 2, 1), cell(2, 2, 10), cell(3, 2, 4)];
    expect(figureOf(rawMeans(cells), 1)).toBeCloseTo(5, 9);
    expect(figureOf(trimmedMeans(cells), 1)).toBeCloseTo(14 / 3, 9);
    expect(figureOf(trimmedMeans(cells), 2)).toBeCloseTo(5, 9);
    expect(trimmedMeans(cells).find((f) => f.player === 1)!.evaluators).toBe(5);
  });
});

describe('rater-corrected figures', () => {
  it('on a complete panel gives the raw mean and severities equal to each evaluator\'s mean minus the grand mean', () => {
    // A: 2, 4, 6 (mean 4); B: 5, 5, 8 (mean 6); C: 5, 6, 7 (mean 6); grand mean 48/9 = 5.333.
    // Severities A = 4 - 5.333 = -1.333, B = C = +0.667; abilities = row means 4, 5, 7.
    const cells = [cell(1, 1, 2), cell(1, 2, 4), cell(1, 3, 6), cell(2, 1, 5), cell(2, 2, 5), cell(2, 3, 8), cell(3, 1, 5), cell(3, 2, 6), cell(3, 3, 7)];
    const { figures, severities } = raterCorrected(cells);
    expect(figureOf(figures, 1)).toBeCloseTo(4, 6);
    expect(figureOf(figures, 2)).toBeCloseTo(5, 6);
    expect(figureOf(figures, 3)).toBeCloseTo(7, 6);
    expect(severityOf(severities, 1)).toBeCloseTo(-4 / 3, 6);
    expect(severityOf(severities, 2)).toBeCloseTo(2 / 3, 6);
    expect(severityOf(severities, 3)).toBeCloseTo(2 / 3, 6);
  });

  it('removes a harsh evaluator\'s severity from the players only they saw, which swaps a raw ranking', () => {
    // A (harsh) scores player 1 = 3 and player 2 = 7; B (lenient) scores player 1 = 5 and player 3 = 8.
    // On their shared player B is 2 points higher, so centred at 0: A = -1, B = +1.
    // Corrected: player 1 = ((3+1) + (5-1))/2 = 4, player 2 = 7+1 = 8, player 3 = 8-1 = 7.
    // Raw means: player 2 = 7 < player 3 = 8; corrected: player 2 = 8 > player 3 = 7.
    const cells = [cell(1, 1, 3), cell(1, 2, 7), cell(2, 1, 5), cell(2, 3, 8)];
    const { figures, severities } = raterCorrected(cells);
    expect(figureOf(figures, 1)).toBeCloseTo(4, 6);
    expect(figureOf(figures, 2)).toBeCloseTo(8, 6);
    expect(figureOf(figures, 3)).toBeCloseTo(7, 6);
    expect(severityOf(severities, 1)).toBeCloseTo(-1, 6);
    expect(severityOf(severities, 2)).toBeCloseTo(1, 6);

    const raw = new Map(rawMeans(cells).map((f) => [f.player, f.figure]));
    const corrected = new Map(figures.map((f) => [f.player, f.figure]));
    expect(largestRankMoves(raw, corrected, 5)).toEqual([
      { player: 2, rawPlace: 2, correctedPlace: 1, moved: 1 },
      { player: 3, rawPlace: 1, correctedPlace: 2, moved: -1 },
    ]);
  });

  it('centres severities within each group of evaluators that share players', () => {
    // A and B share player 1 (A = 4, B = 6): A = -1, B = +1. C alone scores player 2 = 5: severity 0, figure 5.
    const { figures, severities } = raterCorrected([cell(1, 1, 4), cell(2, 1, 6), cell(3, 2, 5)]);
    expect(severityOf(severities, 1)).toBeCloseTo(-1, 6);
    expect(severityOf(severities, 3)).toBeCloseTo(0, 9);
    expect(figureOf(figures, 2)).toBeCloseTo(5, 6);
  });
});

describe('the event', () => {
  const skills = [
    { id: 10, name: 'Shooting', weight: 2 },
    { id: 20, name: 'Defense', weight: 1 },
  ];

  it('leaves out an excluded evaluator and weighs skills into an overall figure', () => {
    // Shooting: player 1 by A = 4 and B = 8; Defense: player 1 by A = 7. Without B: Shooting 4, Defense 7,
    // overall (2*4 + 1*7)/3 = 5. With B: Shooting 6, overall (12 + 7)/3 = 6.333.
    const cells = [
      { ...cell(1, 1, 4), skill: 10 },
      { ...cell(2, 1, 8), skill: 10 },
      { ...cell(1, 1, 7), skill: 20 },
    ];
    const without = aggregateEvent(skills, cells, 'mean', new Set([2]));
    expect(overallFigures(skills, without).get(1)).toBeCloseTo(5, 9);
    expect(overallFigures(skills, aggregateEvent(skills, cells, 'mean')).get(1)).toBeCloseTo(19 / 3, 9);
  });

  it('says an evaluator\'s severity in words', () => {
    expect(describeSeverity(-0.8, 'Shooting')).toBe('scored 0.8 points harsher than the panel on Shooting');
    expect(describeSeverity(1, 'Defense')).toBe('scored 1 point more generously than the panel on Defense');
    expect(describeSeverity(0.02, 'Passing')).toBe('scored in line with the panel on Passing');
  });

  it('blends with last season\'s coach rating at the admin\'s weight', () => {
    // 30% of 8 plus 70% of 5 = 2.4 + 3.5 = 5.9; no coach rating keeps the figure.
    expect(blendWithPrior(5, 8, 0.3)).toBeCloseTo(5.9, 9);
    expect(blendWithPrior(5, null, 0.3)).toBe(5);
    expect(blendWithPrior(5, 8, 1)).toBe(8);
  });
});
