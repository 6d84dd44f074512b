import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Wombat Works',
  registrationNumber: 'ABN 51 824 753 556',
  contactNumber: '+61 2 9262 1443',
  website: 'wombat.example.com',
  address: '1 Martin Pl, Sydney NSW',
  ...overrides,
});

describe('company management', () => {
  it('adds a company (approved by default), with its website read as https', async () => {
    const created = await server.post('/api/admin/companies', company(), admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Company created successfully!',
      data: { name: 'Wombat Works', website: 'https://wombat.example.com', contactNumber: '+61 2 9262 1443', currentStatus: 'approved', createdBy: 'admin' },
    });
    const id = String(created.body.data?._id);
    expect((await server.get(`/api/admin/companies/${id}`, admin)).body.data).toMatchObject({ name: 'Wombat Works' });
    expect((await server.get('/api/general/companies')).body.data).toEqual(expect.arrayContaining([{ _id: id, name: 'Wombat Works' }]));
  });

  it('answers the spec messages, and takes empty optional values as none', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Company name is required'],
      [{ name: 'x'.repeat(101) }, 'name', 'Company name must be at most 100 characters'],
      [{ contactNumber: '12' }, 'contactNumber', 'Please enter a valid contact number'],
      [{ contactNumber: 'call us' }, 'contactNumber', 'Please enter a valid contact number'],
      [{ website: 'not a site' }, 'website', 'Please enter a valid website URL'],
      [{ registrationNumber: 'x'.repeat(51) }, 'registrationNumber', 'Registration number must be at most 50 characters'],
      [{ address: 'x'.repeat(501) }, 'address', 'Address must be at most 500 characters'],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await server.post('/api/admin/companies', company({ name: 'Message Co', ...overrides }), admin);
      expect({ field, status: reply.status, error: reply.body.errors?.[field] }).toEqual({ field, status: 400, error: message });
    }
    const bare = await server.post('/api/admin/companies', { name: 'Bare Name Pty', registrationNumber: '', contactNumber: '', website: '' }, admin);
    expect(bare.body.data).toMatchObject({ name: 'Bare Name Pty', registrationNumber: '', contactNumber: '', website: '', address: '' });
  });

  it('keeps names unique, case and spacing aside, even when two are added at once', async () => {
    const [a, b] = await Promise.all([
      server.post('/api/admin/companies', company({ name: 'Twin Peaks Co' }), admin),
      server.post('/api/admin/companies', company({ name: 'twin  peaks co' }), admin),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a.body.message, b.body.message]).toContain('A company with this name already exists.');
    expect((await server.get('/api/admin/companies?search=twin', admin)).body.pagination).toMatchObject({ totalCount: 1 });
  });

  it('lists by name, searched and filtered by status, 10 a page with the totals', async () => {
    for (let i = 0; i < 12; i += 1)
      await server.post(
        '/api/admin/companies',
        company({ name: `Paging Co ${String(i).padStart(2, '0')}`, currentStatus: i % 3 === 0 ? 'pending' : 'approved' }),
        admin,
      );
    const first = await server.get('/api/admin/companies?search=paging&page=1&limit=10', admin);
    expect(first.body.pagination).toEqual({ totalPages: 2, totalCount: 12, currentPage: 1 });
    expect((first.body.data as unknown as { name: string }[]).map((row) => row.name).slice(0, 2)).toEqual(['Paging Co 00', 'Paging Co 01']);
    const pending = await server.get('/api/admin/companies?search=paging&status=pending', admin);
    expect(pending.body.pagination?.totalCount).toBe(4);
    expect((await server.get('/api/admin/companies?search=paging&status=all', admin)).body.pagination?.totalCount).toBe(12);
    // a pending company is not offered to seekers
    const offered = (await server.get('/api/general/companies')).body.data as unknown as { name: string }[];
    expect(offered.map((row) => row.name)).not.toContain('Paging Co 00');
    expect(offered.map((row) => row.name)).toContain('Paging Co 01');
  });

  it('edits a company (its new name then taken, the old one free), approves a pending one, and deletes it', async () => {
    const { body } = await server.post('/api/admin/companies', company({ name: 'Old Name Co', currentStatus: 'pending' }), admin);
    const id = String(body.data?._id);
    const updated = await server.put(`/api/admin/companies/${id}`, company({ name: 'New Name Co', currentStatus: 'approved' }), admin);
    expect(updated.body).toMatchObject({ message: 'Company updated successfully!', data: { name: 'New Name Co', currentStatus: 'approved' } });
    expect((await server.post('/api/admin/companies', company({ name: 'new name co' }), admin)).status).toBe(409);
    expect((await server.post('/api/admin/companies', company({ name: 'Old Name Co' }), admin)).status).toBe(201);
    expect((await server.delete(`/api/admin/companies/${id}`, admin)).body.message).toBe('Company deleted successfully!');
    expect((await server.get(`/api/admin/companies/${id}`, admin)).status).toBe(404);
    expect((await server.put(`/api/admin/companies/${id}`, company(), admin)).status).toBe(404);
    expect((await server.post('/api/admin/companies', company({ name: 'New Name Co' }), admin)).status).toBe(201);
  });

  it('is the admin’s alone', async () => {
    const seeker = await registerAndLogIn(server);
    expect((await server.get('/api/admin/companies', seeker.token)).status).toBe(403);
    expect((await server.post('/api/admin/companies', company({ name: 'Sneaky Co' }), seeker.token)).status).toBe(403);
    expect((await server.get('/api/admin/companies')).status).toBe(401);
  });
});
