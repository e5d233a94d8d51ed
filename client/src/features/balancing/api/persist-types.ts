export type { PersistPlayerRequest, PersistTeamsRequest } from '@league/contract';
