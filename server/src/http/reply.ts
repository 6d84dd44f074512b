import type { Response } from 'express';

export const POSITION_HEADER = 'X-Referly-Position';
export const READ_AFTER_HEADER = 'X-Referly-After';

/** Replies to a command: the spec's envelope plus the position of its last event. */
export const replyCommand = (res: Response, position: number, body: { message: string; data?: unknown }, status = 200): void => {
  if (position > 0) res.setHeader(POSITION_HEADER, String(position));
  res.status(status).json({ statusCode: status, ...body });
};
