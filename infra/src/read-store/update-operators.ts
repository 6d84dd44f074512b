import { Query } from 'mingo';
import { isEqual } from 'mingo/util';
import type { Update } from '../ports/read-store.ts';

/*
 * Mongo's update operators on plain objects. mingo has them too, but at ~70 µs a call they would
 * dominate a rebuild of the read models from the log, so the handful we use are done here.
 */

type Container = Record<string, unknown> | unknown[];

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof RegExp);

export const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => key.startsWith('$'));

const isContainer = (value: unknown): value is Container => Array.isArray(value) || isPlainObject(value);

const read = (node: Container, key: string): unknown => (Array.isArray(node) ? node[Number(key)] : node[key]);

const assign = (node: Container, key: string, value: unknown): void => {
  if (Array.isArray(node)) node[Number(key)] = value;
  else node[key] = value;
};

/** The parent of a dotted path and the last key; missing parents are created only when `create`. */
const locate = (target: Record<string, unknown>, path: string, create: boolean): { parent: Container; key: string } | null => {
  const parts = path.split('.');
  const key = parts.pop() ?? path;
  let node: Container = target;
  for (const part of parts) {
    const child = read(node, part);
    if (isContainer(child)) {
      node = child;
    } else if (child === undefined && create) {
      const created: Record<string, unknown> = {};
      assign(node, part, created);
      node = created;
    } else if (child === undefined) {
      return null;
    } else {
      throw new Error(`Cannot create field '${part}' in element holding ${JSON.stringify(child)} (path '${path}')`);
    }
  }
  return { parent: node, key };
};

export const setPath = (target: Record<string, unknown>, path: string, value: unknown): void => {
  const place = locate(target, path, true);
  if (place) assign(place.parent, place.key, value);
};

const getPath = (target: Record<string, unknown>, path: string): unknown => {
  const place = locate(target, path, false);
  return place ? read(place.parent, place.key) : undefined;
};

const unsetPath = (target: Record<string, unknown>, path: string): void => {
  const place = locate(target, path, false);
  if (!place) return;
  if (Array.isArray(place.parent)) place.parent[Number(place.key)] = null;
  else delete place.parent[place.key];
};

const arrayAt = (target: Record<string, unknown>, path: string, operator: string): unknown[] => {
  const current = getPath(target, path);
  if (current === undefined) {
    const created: unknown[] = [];
    setPath(target, path, created);
    return created;
  }
  if (!Array.isArray(current)) throw new Error(`The field '${path}' must be an array to apply ${operator}`);
  return current;
};

const eachOf = (value: unknown): unknown[] =>
  isPlainObject(value) && Array.isArray(value.$each) ? value.$each.map((item) => structuredClone(item)) : [structuredClone(value)];

const pullPredicate = (condition: unknown): ((element: unknown) => boolean) => {
  if (isOperatorObject(condition)) {
    const query = new Query({ element: condition });
    return (element) => query.test({ element });
  }
  if (isPlainObject(condition)) {
    const query = new Query(condition);
    return (element) => isPlainObject(element) && query.test(element);
  }
  return (element) => isEqual(element, condition);
};

/** Applies $set, $unset, $inc, $push, $addToSet and $pull in place; $setOnInsert is the caller's. */
export const applyUpdate = (doc: Record<string, unknown>, update: Omit<Update, '$setOnInsert'>): void => {
  for (const [path, value] of Object.entries(update.$set ?? {})) setPath(doc, path, structuredClone(value));
  for (const path of Object.keys(update.$unset ?? {})) unsetPath(doc, path);
  for (const [path, amount] of Object.entries(update.$inc ?? {})) {
    const current = getPath(doc, path);
    if (current !== undefined && typeof current !== 'number') throw new Error(`Cannot apply $inc to the non-numeric field '${path}'`);
    setPath(doc, path, (current ?? 0) + amount);
  }
  for (const [path, value] of Object.entries(update.$push ?? {})) arrayAt(doc, path, '$push').push(...eachOf(value));
  for (const [path, value] of Object.entries(update.$addToSet ?? {})) {
    const array = arrayAt(doc, path, '$addToSet');
    for (const item of eachOf(value)) if (!array.some((existing) => isEqual(existing, item))) array.push(item);
  }
  for (const [path, condition] of Object.entries(update.$pull ?? {})) {
    const current = getPath(doc, path);
    if (current === undefined) continue;
    if (!Array.isArray(current)) throw new Error(`Cannot apply $pull to the non-array field '${path}'`);
    const matches = pullPredicate(condition);
    setPath(
      doc,
      path,
      current.filter((element) => !matches(element)),
    );
  }
};
