import {
  functionalityIssues,
  gatesOf,
  type FunctionalityInput,
  type FunctionalityView,
} from '@cellar/shared/site/functionality';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  FunctionalityChanged,
  FunctionalityKeyTaken,
  functionalityRepository,
  type FunctionalityRecord,
} from '../../repositories/functionality-repository.ts';

const view = ({ createdAt: _c, ...record }: FunctionalityRecord): FunctionalityView => ({
  ...record,
  ...gatesOf(record.key),
});

function check(input: FunctionalityInput, adding: boolean): void {
  const issues = Object.entries(functionalityIssues(input, { adding }));
  if (issues.length > 0) throw new ValidationError(Object.fromEntries(issues.map(([field, key]) => [field, [key]])));
}

/**
 * The functionalities a super-admin links to sites (spec 2 §7 "Functionality"). Which routes a key gates is the
 * code's business (shared/src/site/functionality-catalogue.ts); this list names and describes the keys.
 */
export const functionalityService = {
  async list(): Promise<{ functionalities: FunctionalityView[] }> {
    const all = await functionalityRepository.all();
    return { functionalities: all.sort((a, b) => a.key.localeCompare(b.key)).map(view) };
  },

  async create(input: FunctionalityInput): Promise<FunctionalityView> {
    check(input, true);
    const now = new Date().toISOString();
    const record: FunctionalityRecord = {
      id: await functionalityRepository.nextId(),
      key: input.key!.trim(),
      label: input.label!.trim(),
      description: input.description?.trim() ?? '',
      createdAt: now,
      updatedAt: now,
    };
    try {
      await functionalityRepository.create(record);
    } catch (error) {
      if (error instanceof FunctionalityKeyTaken)
        throw new ConflictError('functionality.keyTaken', { key: ['functionality.keyTaken'] });
      throw error;
    }
    return view(record);
  },

  /** The label and description change; the key (which sites hold) stays. */
  async update(id: number, input: FunctionalityInput): Promise<FunctionalityView> {
    check(input, false);
    const previous = await functionalityRepository.get(id);
    if (!previous) throw new NotFoundError('functionality.notFound');
    const next: FunctionalityRecord = {
      ...previous,
      label: input.label!.trim(),
      description: input.description === undefined ? previous.description : (input.description?.trim() ?? ''),
      updatedAt: new Date().toISOString(),
    };
    try {
      await functionalityRepository.update(previous, next);
    } catch (error) {
      if (error instanceof FunctionalityChanged) throw new ConflictError('functionality.changed');
      throw error;
    }
    return view(next);
  },
};
