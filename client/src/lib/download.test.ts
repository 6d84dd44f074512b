import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download.ts';
import { setSession } from './session.ts';
import { sessionUserFixture } from './session-fixture.ts';
import { toast } from './toast.ts';

/**
 * Issue 13 §1: a `blob:` address is only ever made for a raster picture. A download asks its route for a signed link
 * with the bearer and lets the browser download from it: whatever the file is (an SVG with a script here), no object
 * URL is made.
 */
const hostileSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>document.title="pwned"</script></svg>';
let fetched: Array<{ url: string; authorization: string | null }>;
let clicked: Array<{ href: string; download: string }>;
let createObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetched = [];
  clicked = [];
  toast.reset();
  setSession('tok', sessionUserFixture({ userRole: 'jobSeeker' }));
  createObjectURL = vi.fn(() => 'blob:made');
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const answer = (reply: (url: string) => Response) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    fetched.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
    return reply(String(input));
  });

describe('downloadFile', () => {
  it('asks for a signed link with the bearer and lets the browser download from it, making no object URL even for an SVG', async () => {
    answer((url) =>
      url.endsWith('?link=1')
        ? Response.json({ statusCode: 200, data: { url: '/api/chat/c1/files/m1?ticket=abc.def' } })
        : new Response(hostileSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
    );
    await downloadFile('/api/chat/c1/files/m1', 'drawing.svg');
    expect(fetched).toEqual([{ url: '/api/chat/c1/files/m1?link=1', authorization: 'Bearer tok' }]);
    expect(clicked).toEqual([{ href: '/api/chat/c1/files/m1?ticket=abc.def', download: 'drawing.svg' }]);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('keeps an address’s own query, adding the ask for a link to it', async () => {
    answer(() => Response.json({ statusCode: 200, data: { url: '/api/admin/activity/export?q=Mia&ticket=t.s' } }));
    await downloadFile('/api/admin/activity/export?q=Mia', 'activity.csv');
    expect(fetched.map((call) => call.url)).toEqual(['/api/admin/activity/export?q=Mia&link=1']);
    expect(clicked).toEqual([{ href: '/api/admin/activity/export?q=Mia&ticket=t.s', download: 'activity.csv' }]);
  });

  it.each([
    [404, 'This file is no longer available.'],
    [500, 'The file could not be downloaded. Please try again.'],
  ])('says why in a toast when the route answers %i, and saves nothing', async (status, message) => {
    answer(() => Response.json({ statusCode: status, message: 'No such file.' }, { status }));
    await expect(downloadFile('/api/job-referral/r1/files/resume', 'resume.pdf')).rejects.toThrow(message);
    expect(toast.getAll().map((item) => item.message)).toEqual([message]);
    expect(clicked).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('saves nothing when the answer is not a link (the file itself, from an older server)', async () => {
    answer(() => new Response(hostileSvg, { headers: { 'Content-Type': 'image/svg+xml' } }));
    await expect(downloadFile('/api/chat/c1/files/m1', 'drawing.svg')).rejects.toThrow('The file could not be downloaded. Please try again.');
    expect(clicked).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
