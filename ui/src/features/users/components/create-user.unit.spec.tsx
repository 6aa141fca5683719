import type { Role } from '@pm/domain';
import { createManagedUserSchema } from '@pm/domain/identity/schemas';
import { Form } from 'antd';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../api/create-user';
import { newUserRequest } from './new-user-request';
import { PlaceItem } from './place-item';
import { type AuditorScope, type PlaceOptions, SCOPE_FIELD } from './place-options';
import { placeOf } from './users-table';

const places: PlaceOptions = {
  region: [{ value: 1, label: 'Western' }],
  cluster: [{ value: 4, label: 'Kakamega Cluster (Western)' }],
  project: [{ value: 9, label: 'KE0420 - Kakamega Central' }],
  loading: false,
};

/** The Create dialog's fields as the form holds them once filled, checked by the dialog's schema. */
const filled = (place: Record<string, number | null> = {}) =>
  createManagedUserSchema.parse({
    username: 'auditor.west',
    firstName: 'Esther',
    lastName: 'Wafula',
    email: 'esther@example.org',
    phone: '',
    ...place,
  });

describe('creating a user', () => {
  // fetch is replaced by a recorder: what matters is the body the dialog's request carries
  const sent: { url: string; init: RequestInit }[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify({ id: 31, username: 'auditor.west', oneTimePassword: 'x' }), {
        status: 201,
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Submits as the dialog does (role, scope choice, form values) and answers the JSON body sent. */
  const send = async (role: Role, scope: AuditorScope | undefined, place: Record<string, number | null>) => {
    await createUser(newUserRequest(filled(place), role, scope));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/managed-users');
    expect(sent[0]?.init.method).toBe('POST');
    return JSON.parse(String(sent[0]?.init.body)) as Record<string, unknown>;
  };

  it("as a NationalDirector, sends an Auditor of a cluster with the cluster's id only", async () => {
    // a region picked before the scope was changed to a cluster stays in the form: it must not go along
    const body = await send('Auditor', 'cluster', { regionId: 1, clusterId: 4 });
    expect(body).toMatchObject({ username: 'auditor.west', role: 'Auditor', clusterId: 4 });
    expect(body.regionId).toBeNull();
    expect(body.projectId).toBeNull();
  });

  it('sends an Auditor of the whole programme with no place at all', async () => {
    const body = await send('Auditor', 'programme', { regionId: 1, clusterId: 4, projectId: 9 });
    expect(body).toMatchObject({ role: 'Auditor', regionId: null, clusterId: null, projectId: null });
  });

  it('as a NationalDirector, still sends a RegionalAdmin with its region', async () => {
    const body = await send('RegionalAdmin', undefined, { regionId: 1 });
    expect(body).toMatchObject({ role: 'RegionalAdmin', regionId: 1, clusterId: null, projectId: null });
  });

  it("lets a ProjectAdmin's facilitator go to its own project (no project sent)", async () => {
    const body = await send('ChurchFacilitator', undefined, {});
    expect(body).toMatchObject({ role: 'ChurchFacilitator', projectId: null });
  });
});

describe('the place of a new user', () => {
  const render = (role: Role, scope?: AuditorScope) =>
    renderToStaticMarkup(
      <Form initialValues={scope ? { [SCOPE_FIELD]: scope } : {}}>
        <PlaceItem role={role} scope={scope} places={places} />
      </Form>,
    );

  it("offers an Auditor's scopes, the whole programme first, and the picker of the chosen level", () => {
    const html = render('Auditor', 'cluster');
    expect(html).toContain('aria-label="Scope"');
    expect(html.indexOf('Whole programme')).toBeLessThan(html.indexOf('>Region<'));
    expect(html).toMatch(/<input[^>]*value="cluster"[^>]*checked=""|checked=""[^>]*value="cluster"/);
    expect(html).toContain('Choose the cluster');
    expect(html).not.toContain('Choose the region');
  });

  it('asks nothing more of an Auditor of the whole programme', () => {
    const html = render('Auditor', 'programme');
    expect(html).toContain('Whole programme');
    expect(html).not.toContain('Choose the');
  });

  it('asks a RegionalAdmin its region, without a scope choice', () => {
    const html = render('RegionalAdmin');
    expect(html).toContain('Choose the region');
    expect(html).not.toContain('aria-label="Scope"');
  });
});

describe("a managed user's place", () => {
  const aRow = (overrides: Partial<Parameters<typeof placeOf>[0]>) => ({
    role: 'Auditor' as const,
    projectCode: null,
    clusterName: null,
    regionName: null,
    ...overrides,
  });

  it("is an Auditor's most specific place, or the whole programme", () => {
    expect(placeOf(aRow({ regionName: 'Western', clusterName: 'Kakamega Cluster' }))).toBe(
      'Kakamega Cluster',
    );
    expect(placeOf(aRow({}))).toBe('Whole programme');
  });

  it('is nothing for a national role', () => {
    expect(placeOf(aRow({ role: 'NationalDirector' }))).toBeNull();
  });
});
