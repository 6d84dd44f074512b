const EMPTY: readonly unknown[] = Object.freeze([]);

const copyField = (out: Record<string, unknown>, key: string, field: unknown): void => {
  const inner = typeof field === 'object' && field !== null ? frozen(field) : field;
  // an own '__proto__' (JSON.parse makes one) stays a field, not the copy's prototype
  if (key === '__proto__') Object.defineProperty(out, key, { value: inner, enumerable: true, writable: true, configurable: true });
  else out[key] = inner;
};

/**
 * A value as the memory read store keeps it, frozen so that one handed out read-only cannot be changed by mistake. A
 * plain object not frozen yet is frozen as a fresh copy of itself: V8 gives an object made by spreading another (`{
 * ...doc, x }`, how read models evolve) a hidden class of its own when it is frozen, about 250 bytes a document and a
 * slow freeze, where a copy made key by key shares its class with every document of its shape. Empty arrays are one
 * shared frozen array. An array not frozen yet is frozen in place.
 */
export const frozen = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY as T;
    for (let i = 0; i < value.length; i += 1) {
      const member: unknown = value[i];
      if (typeof member === 'object' && member !== null) value[i] = frozen(member);
    }
    return Object.freeze(value);
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return Object.freeze(value);
  const out: Record<string, unknown> = {};
  for (const key in value) copyField(out, key, (value as Record<string, unknown>)[key]);
  return Object.freeze(out) as T;
};

/**
 * `frozen({ ...doc, _id: id, _position: position })` in one copy instead of two: the same fields in the same order
 * (so the same hidden class), for a writer that stamps a document it is about to hand to the store.
 */
export const frozenStamped = <T extends Record<string, unknown>>(doc: T, id: string, position: number): T & { _id: string; _position: number } => {
  const out: Record<string, unknown> = {};
  for (const key in doc) {
    // the stamp's own keys keep their place when the document already has them, as a spread would
    if (key === '_id' || key === '_position') out[key] = undefined;
    else copyField(out, key, doc[key]);
  }
  out._id = doc._id === id ? doc._id : id;
  out._position = position;
  return Object.freeze(out) as T & { _id: string; _position: number };
};
