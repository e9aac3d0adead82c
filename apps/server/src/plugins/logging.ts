import { maskSensitiveText } from '@kanghu/shared';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/** Bind codes are credentials: never in logs. */
function maskSecrets(url: string): string {
  return url.replace(/(\/bind\/code\/)[^/?#]+/g, '$1***');
}

/** Logger options: request lines carry method, masked url and id; never headers or bodies. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', '*.password', '*.token'],
      remove: true,
    },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { method: request.method, url: maskSecrets(maskSensitiveText(request.url)), id: request.id };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = [unknown, ...unknown[]];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * A request's logger that makes its pino child (with the request id) only when a line is written
 * at an enabled level: at `warn` most requests log nothing and skip the child's cost (bindings
 * serialised, redaction set up). What is written is the same as the child would write.
 */
class LazyChildLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {
    // A route with its own log level gets its child at once (the parent's level does not apply).
    if (options?.level) this.real();
  }

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Level, args: LogArgs): void {
    if (this.made || this.parent.isLevelEnabled(level))
      (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(value: string) {
    this.real().level = value;
  }
  fatal(...args: LogArgs) {
    this.write('fatal', args);
  }
  error(...args: LogArgs) {
    this.write('error', args);
  }
  warn(...args: LogArgs) {
    this.write('warn', args);
  }
  info(...args: LogArgs) {
    this.write('info', args);
  }
  debug(...args: LogArgs) {
    this.write('debug', args);
  }
  trace(...args: LogArgs) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request logger, made lazily (LazyChildLogger). */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(
    logger as FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    bindings,
    options,
  ) as unknown as FastifyBaseLogger;
}
