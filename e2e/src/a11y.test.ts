import { walkEveryPageState } from './a11y-walk.ts';

// Every route of every role at a desktop width, with its dialogs, drawers, menus and empty states, scanned by axe
// (a11y-walk.ts; the phone width is a11y-phone.test.ts).
walkEveryPageState(1280, { emptyPages: true });
