import { allEvents, aRegistration, type ErrorBody, eventCount, type UserBody } from '@pm/system/builders';
import { type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** PUT /api/user/language: the user's language, kept on the server for every browser it signs in from. */
describe('choosing the language', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem();
  });
  afterAll(async () => {
    await system.stop();
  });

  it('keeps the choice for the next sign-in, and records it once', async () => {
    const client = await system.login('facilitator');
    expect((await client.get<UserBody>('/api/user')).body).toMatchObject({ language: null });
    const chosen = await client.put<{ id: number; position: string }>('/api/user/language', {
      language: 'sw',
    });
    expect(chosen.status).toBe(200);
    expect((await client.get<UserBody>('/api/user')).body).toMatchObject({ language: 'sw' });

    const before = await eventCount(system);
    expect((await client.put('/api/user/language', { language: 'sw' })).status).toBe(200);
    expect(await eventCount(system)).toBe(before);

    const elsewhere = system.client('10.0.0.7');
    const signIn = await elsewhere.post<UserBody>('/api/login', {
      username: 'facilitator',
      password: 'Demo!2026',
    });
    expect(signIn.body).toMatchObject({ language: 'sw' });
    const events = (await allEvents(system)).filter((e) => e.type === 'LanguageChosen');
    expect(events.map((e) => e.data)).toEqual([{ userId: chosen.body.id, language: 'sw' }]);
  });

  it('is open to the read-only Auditor and to an account still waiting for its role', async () => {
    const auditor = await system.login('auditor');
    expect((await auditor.put('/api/user/language', { language: 'sw' })).status).toBe(200);
    const pending = system.client('10.0.0.8');
    const registration = aRegistration({ username: 'mpya' });
    expect((await pending.post('/api/register', registration)).status).toBe(202);
    const { username, password } = registration;
    expect((await pending.post('/api/login', { username, password })).status).toBe(200);
    expect((await pending.put('/api/user/language', { language: 'en' })).status).toBe(200);
    expect((await pending.get<UserBody>('/api/user')).body).toMatchObject({ language: 'en' });
  });

  it('refuses another language, extra fields and a caller not signed in, storing nothing', async () => {
    const client = await system.login('project');
    const before = await eventCount(system);
    for (const body of [{ language: 'fr' }, { language: 'sw', userId: 1 }, {}, { language: 'sw\u0000' }]) {
      const refused = await client.put<ErrorBody>('/api/user/language', body);
      expect(refused.status).toBe(400);
    }
    expect((await client.put<ErrorBody>('/api/user/language', { language: 'de' })).body).toMatchObject({
      message: 'Please choose English or Kiswahili',
      messageKey: 'Please choose English or Kiswahili',
      messageParams: {},
    });
    expect((await system.client().put('/api/user/language', { language: 'sw' })).status).toBe(401);
    expect(await eventCount(system)).toBe(before);
  });
});
