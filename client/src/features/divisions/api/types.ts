export type { DivisionDto as Division } from '@league/contract';
