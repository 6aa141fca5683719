import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aGroup } from '../testing/builders';
import { GroupCards } from './group-cards';
import { RecentGroups } from './recent-groups';

const render = (groups = [aGroup()]) =>
  renderToStaticMarkup(
    <GroupCards groups={groups} loading={false} canManage={false} actions={() => null} emptyText="None" />,
  );

describe('a group card', () => {
  it('shows the cycle the group is in', () => {
    expect(render([aGroup({ currentCycle: 3 })])).toMatch(/data-testid="group-cycle"[^>]*>Cycle 3</);
  });

  it('shows the health light in words, with the reasons for screen readers', () => {
    const html = render([
      aGroup({
        health: { light: 'red', reasons: ['PAR30 12.5 % above 10 %', 'No meeting for 50 days'] },
      } as never),
    ]);
    expect(html).toMatch(/data-testid="group-health"[^>]*>/);
    expect(html).toContain('ant-tag-error');
    expect(html).toMatch(/Health: <\/span>At risk/);
    expect(html).toContain(
      '<span class="visually-hidden">. PAR30 12.5 % above 10 %; No meeting for 50 days</span>',
    );
    // a tag with reasons is focusable, so keyboard users reach the tooltip
    expect(html).toMatch(
      /data-testid="group-health"[^>]*tabindex="0"|tabindex="0"[^>]*data-testid="group-health"/,
    );
  });

  it('says Healthy and Watch for green and amber groups', () => {
    expect(render([aGroup({ health: { light: 'green', reasons: [] } } as never)])).toMatch(
      /Health: <\/span>Healthy</,
    );
    expect(
      render([aGroup({ health: { light: 'amber', reasons: ['No meeting held yet'] } } as never)]),
    ).toMatch(/Health: <\/span>Watch/);
  });

  it('counts the members registered against the size declared at registration until it is reached', () => {
    // a group just created with Total Members 12: none registered yet, not 'Members: 0' alone
    expect(render([aGroup({ totalMembers: 12, memberCount: 0 })])).toMatch(
      /data-testid="group-member-count"[^>]*>0 of 12 expected</,
    );
    expect(render([aGroup({ totalMembers: 12, memberCount: 12 })])).toMatch(
      /data-testid="group-member-count"[^>]*>12</,
    );
    expect(render([aGroup({ totalMembers: 12, memberCount: 14 })])).toMatch(
      /data-testid="group-member-count"[^>]*>14</,
    );
  });

  it('shows no light until the health model has seen the group', () => {
    expect(render([aGroup({ health: null })])).not.toContain('group-health');
  });
});

describe('the recent groups table', () => {
  it('has a health column naming the light', () => {
    const html = renderToStaticMarkup(
      <RecentGroups
        groups={[aGroup({ health: { light: 'amber', reasons: ['x'] } } as never)]}
        loading={false}
      />,
    );
    expect(html).toContain('>Health<');
    expect(html).toMatch(/Health: <\/span>Watch/);
  });

  it('counts members as the group cards do', () => {
    const html = renderToStaticMarkup(
      <RecentGroups groups={[aGroup({ totalMembers: 12, memberCount: 3 })]} loading={false} />,
    );
    expect(html).toContain('3 of 12 expected');
  });
});
