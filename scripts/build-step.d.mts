// Types for scripts/build-step.mjs, which the end-to-end setup imports.
export interface BuildStep {
  inputs: string[];
  output: string;
  command: string[];
}
export const steps: Record<'prisma' | 'contract' | 'client' | 'server', BuildStep>;
export function hashInputs(step: BuildStep): string;
export function isCurrent(step: BuildStep): boolean;
export function runStep(name: string, options?: { force?: boolean }): number;
