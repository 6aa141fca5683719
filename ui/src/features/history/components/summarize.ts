import { humanizeKey } from '../../../lib/format';

const formatValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  return JSON.stringify(value);
};

/**
 * A readable line per field of an event's data: `{ isActive: false }` → ['Active: No'],
 * `{ name: 'Lurambi' }` → ['Name: Lurambi']. Boolean flags named isX read as "X".
 */
export const summarizeEventData = (data: unknown): string[] => {
  if (data === null || data === undefined) return [];
  if (typeof data !== 'object' || Array.isArray(data)) return [formatValue(data)];
  return Object.entries(data as Record<string, unknown>).map(([key, value]) => {
    const label = /^is[A-Z]/.test(key) ? humanizeKey(key.slice(2)) : humanizeKey(key);
    return `${label}: ${formatValue(value)}`;
  });
};
