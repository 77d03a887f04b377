import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

// TypeBox's Value.Check knows no string formats until they are registered; these match what AJV enforces.
const formats: Record<string, (value: string) => boolean> = {
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  'date-time': (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
};
for (const [name, check] of Object.entries(formats)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);

/** The schema errors of a value, as readable strings, so a failing shape test says what is wrong. */
export function shapeErrors(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].map((error) => `${error.path || '/'}: ${error.message}`);
}
