export type { SkillDto as Skill } from '@league/contract';
