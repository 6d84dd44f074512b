/** One server configuration's curve: at each step of people, the worst request type's and the worst push's p99 (ms). */
export type Curve = { label: string; kind: 'ours' | 'bare'; processes: number; points: { people: number; request: number; push: number }[] };

const WIDTH = 880;
const HEIGHT = 520;
const M = { left: 70, right: 250, top: 50, bottom: 60 };
const Y_MIN = 1;
const Y_MAX = 10_000;
const colours: Record<string, string> = { 'ours-1': '#1d4ed8', 'ours-2': '#7c3aed', 'bare-1': '#15803d', 'bare-2': '#b45309' };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The capacity curve as a self-contained SVG (no fonts, scripts or images from elsewhere): p99 in ms on a log scale
 * against people, a solid line for the worst request type and a dashed one for the worst push, one colour per
 * configuration, and the 200 ms limit. A p99 that is an error or a lost push (more than 1% of them) is drawn at the top edge.
 */
export const capacitySvg = (curves: Curve[], limitMs: number): string => {
  const maxPeople = Math.max(1_000, ...curves.flatMap((curve) => curve.points.map((point) => point.people)));
  const plotW = WIDTH - M.left - M.right;
  const plotH = HEIGHT - M.top - M.bottom;
  const x = (people: number) => M.left + (people / maxPeople) * plotW;
  const y = (ms: number) => {
    const clamped = Math.min(Y_MAX, Math.max(Y_MIN, Number.isFinite(ms) ? ms : Y_MAX));
    return M.top + plotH - ((Math.log10(clamped) - Math.log10(Y_MIN)) / (Math.log10(Y_MAX) - Math.log10(Y_MIN))) * plotH;
  };
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`);
  parts.push(
    `<text x="${M.left}" y="28" font-family="sans-serif" font-size="16" font-weight="bold" fill="#111">p99 against people served (issue 16, bench section (n))</text>`,
  );
  for (const ms of [1, 10, 100, 1_000, 10_000]) {
    parts.push(`<line x1="${M.left}" x2="${M.left + plotW}" y1="${y(ms)}" y2="${y(ms)}" stroke="#e5e7eb"/>`);
    parts.push(
      `<text x="${M.left - 8}" y="${y(ms) + 4}" text-anchor="end" font-family="sans-serif" font-size="12" fill="#374151">${ms >= 1_000 ? `${ms / 1_000} s` : `${ms} ms`}</text>`,
    );
  }
  const tick = maxPeople > 2_000 ? 500 : 250;
  for (let people = 0; people <= maxPeople; people += tick) {
    parts.push(`<line x1="${x(people)}" x2="${x(people)}" y1="${M.top}" y2="${M.top + plotH}" stroke="#f3f4f6"/>`);
    parts.push(
      `<text x="${x(people)}" y="${M.top + plotH + 18}" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#374151">${people.toLocaleString('en-AU')}</text>`,
    );
  }
  parts.push(`<rect x="${M.left}" y="${M.top}" width="${plotW}" height="${plotH}" fill="none" stroke="#9ca3af"/>`);
  parts.push(
    `<text x="${M.left + plotW / 2}" y="${HEIGHT - 18}" text-anchor="middle" font-family="sans-serif" font-size="13" fill="#111">people connected, each with a socket and a think-time loop</text>`,
  );
  parts.push(
    `<text x="18" y="${M.top + plotH / 2}" text-anchor="middle" font-family="sans-serif" font-size="13" fill="#111" transform="rotate(-90 18 ${M.top + plotH / 2})">p99 (log scale)</text>`,
  );
  parts.push(`<line x1="${M.left}" x2="${M.left + plotW}" y1="${y(limitMs)}" y2="${y(limitMs)}" stroke="#dc2626" stroke-width="1.5" stroke-dasharray="2 3"/>`);
  parts.push(`<text x="${M.left + 6}" y="${y(limitMs) - 6}" font-family="sans-serif" font-size="12" fill="#dc2626">${limitMs} ms</text>`);
  curves.forEach((curve, i) => {
    const colour = colours[`${curve.kind}-${curve.processes}`] ?? '#111';
    for (const [field, dash] of [
      ['request', ''],
      ['push', ' stroke-dasharray="6 4"'],
    ] as const) {
      const points = curve.points.map((point) => `${x(point.people).toFixed(1)},${y(point[field]).toFixed(1)}`).join(' ');
      parts.push(`<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`);
      for (const point of curve.points)
        parts.push(
          `<circle cx="${x(point.people).toFixed(1)}" cy="${y(point[field]).toFixed(1)}" r="3" fill="${field === 'request' ? colour : '#fff'}" stroke="${colour}"/>`,
        );
    }
    const ly = M.top + 10 + i * 44;
    const lx = M.left + plotW + 16;
    parts.push(`<line x1="${lx}" x2="${lx + 26}" y1="${ly}" y2="${ly}" stroke="${colour}" stroke-width="2"/>`);
    parts.push(`<text x="${lx + 32}" y="${ly + 4}" font-family="sans-serif" font-size="12" fill="#111">${escape(curve.label)}</text>`);
    parts.push(`<line x1="${lx}" x2="${lx + 26}" y1="${ly + 18}" y2="${ly + 18}" stroke="${colour}" stroke-width="2" stroke-dasharray="6 4"/>`);
    parts.push(`<text x="${lx + 32}" y="${ly + 22}" font-family="sans-serif" font-size="11" fill="#4b5563">its worst push</text>`);
  });
  const ny = M.top + 10 + curves.length * 44 + 10;
  parts.push(`<text x="${M.left + plotW + 16}" y="${ny}" font-family="sans-serif" font-size="11" fill="#4b5563">solid: the worst request type’s p99</text>`);
  parts.push(`<text x="${M.left + plotW + 16}" y="${ny + 16}" font-family="sans-serif" font-size="11" fill="#4b5563">dashed: the worst push’s p99</text>`);
  parts.push(
    `<text x="${M.left + plotW + 16}" y="${ny + 32}" font-family="sans-serif" font-size="11" fill="#4b5563">a p99 that is an error or a lost push: 10 s</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="p99 against people served">\n${parts.join('\n')}\n</svg>\n`;
};
