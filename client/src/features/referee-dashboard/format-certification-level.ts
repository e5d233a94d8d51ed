/** Certification levels are stored as identifiers (level_2, national_a); people read them with spaces. */
export function formatCertificationLevel(level: string | null | undefined): string {
  return level ? level.replace(/_/g, ' ') : 'Not set';
}
