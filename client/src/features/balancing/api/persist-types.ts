export type { PersistPlayerRequest as PersistPlayer, PersistTeamsRequest as PersistTeamsInput } from '@league/contract';
