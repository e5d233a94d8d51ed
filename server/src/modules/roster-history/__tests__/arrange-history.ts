import request from 'supertest';
import type { Express } from 'express';
import type { TestUser } from '../../../testing/factories.js';

export const historyOf = (app: Express, admin: TestUser, divisionId: number, query = '') =>
  request(app).get(`/api/divisions/${divisionId}/history/${query}`).set(admin.auth);

export const restore = (app: Express, admin: TestUser, divisionId: number, version: number) =>
  request(app).post(`/api/divisions/${divisionId}/history/${version}/restore/`).set(admin.auth);

export const trade = (app: Express, admin: TestUser, body: Record<string, unknown>) => request(app).post('/api/players/trade/').set(admin.auth).send(body);
