import { walkEveryPageState } from './a11y-walk.ts';

// Every route of every role at a phone width, with its dialogs, drawers, menus and phone menu, scanned by axe
// (a11y-walk.ts; the desktop width is a11y.test.ts).
walkEveryPageState(390);
