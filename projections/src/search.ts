/** `text` as a case-blind pattern that matches it literally (what a person types into a search box). */
export const searchPattern = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
