import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from './node-flags.ts';

const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe("Referly's processes", () => {
  it.each(['start', 'start:server', 'start:projections', 'start:workers'])('npm run %s starts node with the flags Referly is measured with', (name) => {
    const script = scripts[name] ?? '';
    const command = script.slice(script.lastIndexOf('node '));
    expect(command).toMatch(/^node /);
    for (const flag of NODE_FLAGS) expect(command.split(' ')).toContain(flag);
  });
});
