import type { Doc, Filter } from '../ports/read-store.ts';

type Test = (doc: Doc) => boolean | undefined;
type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const comparisons: Record<string, (a: number | string, b: number | string) => boolean> = {
  $lt: (a, b) => a < b,
  $lte: (a, b) => a <= b,
  $gt: (a, b) => a > b,
  $gte: (a, b) => a >= b,
};

/**
 * One condition on a top-level field. `undefined` from a test means "not sure": the field holds an array or an
 * object, where Mongo's rules (array members, whole-document equality) apply, and the caller asks mingo instead.
 */
const fieldTest = (field: string, condition: unknown): Test | null => {
  if (field.startsWith('$') || field.includes('.')) return null;
  const valueOf = (doc: Doc): unknown => doc[field];
  const unsure = (value: unknown) => typeof value === 'object' && value !== null;
  if (isScalar(condition)) {
    return (doc) => {
      const value = valueOf(doc);
      return unsure(value) ? undefined : value === condition;
    };
  }
  if (condition === null) {
    // Mongo's `{ field: null }`: the field is null or missing
    return (doc) => {
      const value = valueOf(doc);
      return unsure(value) ? undefined : value === null || value === undefined;
    };
  }
  if (condition instanceof RegExp) {
    // a pattern matches a string field; Mongo never matches it against a number, a boolean, null or a missing field
    const pattern = new RegExp(condition.source, condition.flags.replace(/[gy]/g, ''));
    return (doc) => {
      const value = valueOf(doc);
      if (unsure(value)) return undefined;
      return typeof value === 'string' && pattern.test(value);
    };
  }
  if (!isPlain(condition)) return null;
  const tests: Test[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    const compare = comparisons[operator];
    if (compare && (typeof operand === 'number' || typeof operand === 'string')) {
      // Mongo compares within one type: a number against a string never matches
      tests.push((doc) => {
        const value = valueOf(doc);
        if (unsure(value)) return undefined;
        return typeof value === typeof operand && compare(value as number | string, operand);
      });
    } else if (operator === '$exists' && typeof operand === 'boolean') {
      tests.push((doc) => (valueOf(doc) !== undefined) === operand);
    } else if (operator === '$in' && Array.isArray(operand) && operand.every((member) => member === null || isScalar(member))) {
      // one of these scalars; a null among them also takes a missing field, as Mongo's does
      const members = new Set<unknown>(operand);
      const orMissing = members.has(null);
      tests.push((doc) => {
        const value = valueOf(doc);
        if (unsure(value)) return undefined;
        return value === undefined ? orMissing : members.has(value);
      });
    } else if ((operator === '$eq' || operator === '$ne') && isScalar(operand)) {
      tests.push((doc) => {
        const value = valueOf(doc);
        if (unsure(value)) return undefined;
        return (value === operand) === (operator === '$eq');
      });
    } else {
      return null;
    }
  }
  return (doc) => {
    for (const test of tests) {
      const result = test(doc);
      if (result !== true) return result;
    }
    return true;
  };
};

/**
 * A filter made only of scalar or null equality, a RegExp, comparisons, `$exists`, `$in` of scalars, `$eq`/`$ne` on top-level fields, and `$and`/`$or`
 * of such filters, compiled to a plain function; null for anything else, which mingo evaluates. The answers are
 * Mongo's (the read-store contract runs against both), without compiling a mingo query for every call.
 */
export const compileSimpleFilter = (filter: Filter): Test | null => {
  const tests: Test[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(condition) || condition.length === 0) return null;
      const parts = condition.map((part: unknown) => (isPlain(part) ? compileSimpleFilter(part) : null));
      if (parts.some((part) => part === null)) return null;
      const compiled = parts as Test[];
      tests.push(
        key === '$and'
          ? (doc) => {
              for (const part of compiled) {
                const result = part(doc);
                if (result !== true) return result;
              }
              return true;
            }
          : (doc) => {
              let sure = true;
              for (const part of compiled) {
                const result = part(doc);
                if (result === true) return true;
                if (result === undefined) sure = false;
              }
              return sure ? false : undefined;
            },
      );
      continue;
    }
    const test = fieldTest(key, condition);
    if (!test) return null;
    tests.push(test);
  }
  return (doc) => {
    for (const test of tests) {
      const result = test(doc);
      if (result !== true) return result;
    }
    return true;
  };
};
