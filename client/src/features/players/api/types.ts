export type { PlayerAdditionalData, PlayerDto as Player } from '@league/contract';

export interface PlayerFilters {
  division?: number | null;
  team?: number | null;
  season?: number | null;
  unassigned?: boolean;
  search?: string;
}
