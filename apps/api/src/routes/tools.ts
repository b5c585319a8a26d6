import { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import {
  FREE_HEADSHOT_DEFAULT_STYLE,
  FREE_HEADSHOTS_PER_HOUR,
  freeHeadshotRoute,
} from '@hs/contracts/tools';
import { style } from '@hs/db/schema';
import { DEFAULT_SITE_SETTINGS } from '@hs/domain/site-settings';
import { MAX_UPLOAD_BYTES } from '@hs/imaging/decode';
import { ImagingError } from '@hs/imaging/imaging-error';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../errors.ts';
import { imagingRefusal } from '../imaging-refusal.ts';
import { limitUploadBody } from '../middleware/body-limit.ts';
import { hourlyLimit } from '../tools/hourly-limit.ts';
import { BusyError, oneAtATime } from '../tools/one-at-a-time.ts';
import { makeFreeHeadshot } from '../tools/free-headshot.ts';

/** Limits of the free headshot generator; services.config.freeHeadshot overrides them. */
export interface FreeHeadshotConfig {
  /** Free headshots one client address may ask for per hour. */
  perHour: number;
  /** How long a request waits for the one running generation before 503. */
  waitMs: number;
}

export const FREE_HEADSHOT_DEFAULTS: FreeHeadshotConfig = {
  perHour: FREE_HEADSHOTS_PER_HOUR,
  waitMs: 30_000,
};
// Requests beyond this many in line are told at once that the generator is busy.
const MAX_WAITING = 4;

/** The free tools that need the server (issue 7 item 4); no account needed. */
export function toolsRoutes(services: Services) {
  const app = new OpenAPIHono<AppEnv>();
  const { db } = services.database;
  const settings = () => ({ ...FREE_HEADSHOT_DEFAULTS, ...services.config.freeHeadshot });
  const uses = hourlyLimit();
  const line = oneAtATime(MAX_WAITING);

  const limited = createMiddleware<AppEnv>(async (c, next) => {
    if (!uses.take(c.get('clientIp') ?? 'unknown', settings().perHour)) {
      throw new AppError('tools.limit');
    }
    await next();
  });

  app.openapi({ ...freeHeadshotRoute, middleware: [limited, limitUploadBody] }, async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new AppError('tools.notMultipart');
    }
    const file = form.file;
    if (!(file instanceof File)) {
      throw new AppError('upload.noFile', { field: 'file' });
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      throw new AppError('tools.photoTooLarge');
    }
    const styleId =
      typeof form.style === 'string' && form.style ? form.style : FREE_HEADSHOT_DEFAULT_STYLE;
    const [row] = await db.select().from(style).where(eq(style.id, styleId));
    if (!row) throw new AppError('tools.backdropUnknown');

    const brand = (services.config.site ?? DEFAULT_SITE_SETTINGS).brandName;
    const bytes = Buffer.from(await file.arrayBuffer());
    let result;
    try {
      result = await line.run(async () => {
        // The person may have left while waiting in line: then there is nothing to do.
        c.req.raw.signal.throwIfAborted();
        return makeFreeHeadshot(
          bytes,
          { id: row.id, backdrop: row.backdrop },
          brand,
          c.req.raw.signal,
        );
      }, settings().waitMs);
    } catch (error) {
      if (c.req.raw.signal.aborted) throw new AppError('tools.cancelled');
      if (error instanceof BusyError) throw new AppError('tools.busy');
      if (error instanceof ImagingError) throw imagingRefusal(error);
      throw error;
    }
    c.header('cache-control', 'no-store');
    return c.json(
      {
        success: true as const,
        data: {
          image: `data:image/png;base64,${result.png.toString('base64')}`,
          width: result.width,
          height: result.height,
          style: row.id,
        },
      },
      200,
    );
  });

  return app;
}
