type Level = 'info' | 'warn' | 'error';

function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return error === undefined ? {} : { error: String(error) };
}

/** One JSON line per event, as Workers Logs indexes them. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}, error?: unknown): void {
  const line = JSON.stringify({ level, msg, ...fields, ...errorFields(error) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
