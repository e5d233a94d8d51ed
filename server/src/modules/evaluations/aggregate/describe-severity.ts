/** Below this many points an evaluator is "in line with the panel": 0.1 rounds to one decimal. */
const inLineBelow = 0.05;

const points = (n: number) => {
  const text = n.toFixed(1);
  return text === '1.0' ? '1 point' : `${text} points`;
};

/**
 * An evaluator's severity in words for a league volunteer: "scored 0.8 points harsher than the
 * panel on Shooting". Negative severities are harsher (lower scores).
 */
export function describeSeverity(severity: number, skillName: string): string {
  if (Math.abs(severity) < inLineBelow) return `scored in line with the panel on ${skillName}`;
  const direction = severity < 0 ? 'harsher' : 'more generously';
  return `scored ${points(Math.abs(severity))} ${direction} than the panel on ${skillName}`;
}
