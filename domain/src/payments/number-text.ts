/**
 * What a form's number field holds, read as the API reads a body: text of plain decimal digits (a leading minus, one
 * point) is the number it writes; anything else ('0x10', '1e3', '', ' ') is given back as it is, for the field's
 * schema to refuse with its own message. The API's money schemas take JSON numbers only and coerce nothing.
 */
export const numberFromText = (value: unknown): unknown => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value);
