/** The HTTP status of a failed call (0: no answer), as the typed client's ApiError carries it. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
