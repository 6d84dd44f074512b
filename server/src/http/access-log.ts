import type { Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * One line per API request once it is answered. No child logger per request and nothing built at all when
 * the level is off: this runs on every call.
 */
export const accessLog =
  (logger: Logger) =>
  (req: Request, res: Response): void => {
    if (!logger.isLevelEnabled('info')) return;
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, url: req.originalUrl.replace(/([?&]ticket=)[^&]*/, '$1…'), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
  };
