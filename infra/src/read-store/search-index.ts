import type { Doc, Filter } from '../ports/read-store.ts';

/** Characters a literal pattern escapes (projections' `searchPattern`, and `RegExp#source` for '/'). */
const SPECIAL = new Set(['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\', '/', '-']);
const SEPARATOR = '\0';

/**
 * The text a pattern matches when it is a literal (what a person typed, escaped), else null. Flags other than
 * i, m and s change what matches (u and v fold case differently), so such a pattern is not treated as a literal.
 */
export const literalOf = (pattern: RegExp): string | null => {
  if (/[^ims]/.test(pattern.flags)) return null;
  const source = pattern.source;
  let text = '';
  for (let i = 0; i < source.length; i += 1) {
    const char = source.charAt(i);
    if (char === '\\') {
      const next = source.charAt(i + 1);
      if (!SPECIAL.has(next)) return null;
      text += next;
      i += 1;
    } else if (SPECIAL.has(char) && char !== '/' && char !== '-') {
      return null;
    } else {
      text += char;
    }
  }
  return text === '' || text.includes(SEPARATOR) ? null : text;
};

const folded = new Map<number, string>();
/**
 * How a case-blind pattern (the `i` flag, without `u`) compares one code unit: its upper case when that is one code
 * unit, except that nothing beyond ASCII becomes ASCII (ECMAScript's Canonicalize). Two strings match there exactly
 * when they are equal once each unit is folded so, which is what lets a plain `indexOf` stand for the pattern.
 */
const foldUnit = (code: number): string => {
  const known = folded.get(code);
  if (known !== undefined) return known;
  const char = String.fromCharCode(code);
  const upper = char.toUpperCase();
  const one = upper.length === 1 && !(code >= 128 && upper.charCodeAt(0) < 128) ? upper : char;
  folded.set(code, one);
  return one;
};
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
export const foldCase = (text: string): string => {
  if (ASCII.test(text)) return text.toUpperCase();
  let out = '';
  for (let i = 0; i < text.length; i += 1) out += foldUnit(text.charCodeAt(i));
  return out;
};

/** Documents per block: a changed document makes its block's text again when it is next searched. */
const BLOCK = 512;
type Block = { ids: string[]; text: string | null; starts: Int32Array };

/**
 * A search index over some string fields of a collection, for filters holding each of a search's words anywhere in
 * any of them (a case-blind literal pattern per field, `$or`-ed, `$and`-ed per word): the fields of each document,
 * case-folded, are kept in blocks of one string each, which one `indexOf` per block walks instead of testing three
 * patterns on every document. It narrows the candidates only: the filter itself still decides, so its answers are
 * the scan's. A field that holds neither a string nor nothing (an array, an object) makes its document a candidate
 * for every search.
 */
export class SearchIndex {
  readonly #fields: string[];
  readonly #blocks: Block[] = [];
  readonly #blockOf = new Map<string, Block>();
  readonly #always = new Set<string>();

  constructor(
    readonly name: string,
    fields: string[],
    private readonly docOf: (id: string) => Doc | undefined,
    allDocs: Iterable<Doc>,
  ) {
    this.#fields = fields;
    for (const doc of allDocs) this.write(undefined, doc);
  }

  #same(before: Doc, after: Doc): boolean {
    for (const field of this.#fields) if (before[field] !== after[field]) return false;
    return true;
  }

  #unsure(doc: Doc): boolean {
    return this.#fields.some((field) => {
      const value = doc[field];
      return typeof value === 'object' && value !== null;
    });
  }

  write(before: Doc | undefined, after: Doc | undefined): void {
    if (before && after && this.#same(before, after)) return;
    const id = (after ?? before)?._id;
    if (id === undefined) return;
    let block = this.#blockOf.get(id);
    if (!after) {
      if (block) {
        const at = block.ids.indexOf(id);
        if (at >= 0) block.ids.splice(at, 1);
        block.text = null;
        this.#blockOf.delete(id);
      }
      this.#always.delete(id);
      return;
    }
    if (!block) {
      const last = this.#blocks.at(-1);
      block = last && last.ids.length < BLOCK ? last : { ids: [], text: null, starts: new Int32Array(0) };
      if (block !== last) this.#blocks.push(block);
      block.ids.push(id);
      this.#blockOf.set(id, block);
    }
    block.text = null;
    if (this.#unsure(after)) this.#always.add(id);
    else this.#always.delete(id);
  }

  #textOf(block: Block): string {
    if (block.text !== null) return block.text;
    const parts: string[] = [];
    const starts = new Int32Array(block.ids.length);
    let length = 0;
    block.ids.forEach((id, i) => {
      const doc = this.docOf(id);
      const part = this.#fields.map((field) => (typeof doc?.[field] === 'string' ? foldCase(doc[field]) : '')).join(SEPARATOR);
      starts[i] = length;
      parts.push(part);
      length += part.length + 1;
    });
    block.starts = starts;
    block.text = parts.join(SEPARATOR);
    return block.text;
  }

  /** The ids of documents whose fields may hold `literal` (case-blind). */
  #holding(literal: string, into: Set<string>): void {
    const wanted = foldCase(literal);
    for (const block of this.#blocks) {
      const text = this.#textOf(block);
      const { starts, ids } = block;
      let at = text.indexOf(wanted);
      while (at !== -1) {
        // the document whose part the match starts in
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
          const middle = (low + high + 1) >>> 1;
          if ((starts[middle] ?? 0) <= at) low = middle;
          else high = middle - 1;
        }
        const id = ids[low];
        if (id !== undefined) into.add(id);
        const next = starts[low + 1];
        if (next === undefined) break;
        at = text.indexOf(wanted, next);
      }
    }
    for (const id of this.#always) into.add(id);
  }

  /** The literals one condition asks for, when each is a literal pattern on a field of this index; else null. */
  #literalsOf(condition: Filter): string[] | null {
    const branches = Array.isArray(condition.$or) && Object.keys(condition).length === 1 ? (condition.$or as unknown[]) : [condition];
    const literals: string[] = [];
    for (const branch of branches) {
      if (typeof branch !== 'object' || branch === null) return null;
      const entries = Object.entries(branch);
      const [field, pattern] = entries[0] ?? [];
      if (entries.length !== 1 || field === undefined || !this.#fields.includes(field) || !(pattern instanceof RegExp)) return null;
      const literal = literalOf(pattern);
      if (literal === null) return null;
      literals.push(literal);
    }
    return literals.length > 0 ? literals : null;
  }

  /**
   * The documents that may match `filter`, when a part of it that every match must satisfy is a search over this
   * index's fields; null when the filter has no such part (the caller looks at every document).
   */
  candidates(filter: Filter): Doc[] | null {
    const parts = Array.isArray(filter.$and) && Object.keys(filter).length === 1 ? (filter.$and as unknown[]) : [filter];
    let narrowest: Set<string> | null = null;
    for (const part of parts) {
      if (typeof part !== 'object' || part === null) continue;
      const literals = this.#literalsOf(part as Filter);
      if (!literals) continue;
      const found = new Set<string>();
      for (const literal of new Set(literals)) this.#holding(literal, found);
      if (narrowest === null || found.size < narrowest.size) narrowest = found;
      if (narrowest.size === 0) break;
    }
    if (narrowest === null) return null;
    return [...narrowest].flatMap((id) => this.docOf(id) ?? []);
  }
}
