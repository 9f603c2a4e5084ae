export const stages = ['dev', 'prod'] as const;
export type Stage = (typeof stages)[number];

/** Reads the `stage` context value (`-c stage=dev|prod`); absent means dev, anything else throws. */
export function parseStage(value: unknown): Stage {
  if (value === undefined || value === null || value === '') return 'dev';
  if (typeof value === 'string' && (stages as readonly string[]).includes(value)) return value as Stage;
  throw new Error(`Unknown stage ${JSON.stringify(value)}: use -c stage=${stages.join('|')}`);
}
