import { describe, expect, it } from 'vitest';
import { withProjectId } from './saving-groups-scope';
import { idFromParam } from './search-param-id';

describe('withProjectId', () => {
  it("keeps the header's project on a ministry link", () => {
    expect(withProjectId('/saving-groups/loans', 4)).toBe('/saving-groups/loans?projectId=4');
    expect(withProjectId('/collections?groupId=2', 4)).toBe('/collections?groupId=2&projectId=4');
    expect(withProjectId('/saving-groups/loans', undefined)).toBe('/saving-groups/loans');
  });
});

describe('idFromParam', () => {
  it('reads a positive whole id and nothing else', () => {
    expect(idFromParam('12')).toBe(12);
    expect(idFromParam(null)).toBeNull();
    expect(idFromParam('0')).toBeNull();
    expect(idFromParam('-3')).toBeNull();
    expect(idFromParam('1.5')).toBeNull();
    expect(idFromParam('abc')).toBeNull();
  });
});
