import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('lists the industries and the demo companies by name', async () => {
  const industries = await server.get('/api/general/industries');
  expect(industries.body.statusCode).toBe(200);
  expect(industries.body.data).toContain('Information and Communication Technology');
  const companies = await server.get('/api/general/companies');
  expect(companies.body.statusCode).toBe(200);
  const names = (companies.body.data as unknown as { name: string }[]).map((company) => company.name);
  expect(names).toContain('Atlassian');
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
});

it('says where the demo referrer works', async () => {
  const login = await server.post('/api/user/login', { email: 'referrer@referly.dev', password: 'Referly-demo-2026' });
  expect(login.body.data?.user?.careerInfo).toMatchObject({ companyName: 'Atlassian', positionAtCompany: 'Senior Software Engineer' });
});

it('seeds once: a restart on the same data adds nothing', async () => {
  const before = await server.referly.adapters.eventStore.headPosition();
  for (const feature of server.referly.features)
    expect({ feature: feature.name, written: (await feature.seed?.()) ?? 0 }).toEqual({ feature: feature.name, written: 0 });
  expect(await server.referly.adapters.eventStore.headPosition()).toBe(before);
});
