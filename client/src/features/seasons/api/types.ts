export type { SeasonDto as Season } from '@league/contract';
