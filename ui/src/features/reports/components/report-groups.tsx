import { BarChartOutlined, DollarOutlined, TeamOutlined } from '@ant-design/icons';
import { REPORT_GROUPS, REPORTS, type ReportGroup } from '@pm/domain/reports/catalog';
import { Card, Col, Row, theme } from 'antd';
import type { ReactNode } from 'react';
import { type ParticipantOption, ReportCard } from './report-card';
import { groupTitle } from './report-catalog-texts';

const GROUP_ICONS: Readonly<Record<ReportGroup, ReactNode>> = {
  Participant: <TeamOutlined aria-hidden />,
  Financial: <DollarOutlined aria-hidden />,
  Asset: <BarChartOutlined aria-hidden />,
};

interface ReportGroupsProps {
  readonly projectId: number | undefined;
  readonly participants: readonly ParticipantOption[];
  readonly participantsLoading: boolean;
}

/** The three groups of the Reports screen (Participant, Financial, Asset), three reports each. */
export function ReportGroups(props: ReportGroupsProps) {
  const { token } = theme.useToken();
  return (
    <>
      {REPORT_GROUPS.map((group) => (
        <Card
          key={group}
          title={
            <span>
              {GROUP_ICONS[group]} {groupTitle(group)}
            </span>
          }
          role="region"
          aria-label={groupTitle(group)}
        >
          <Row gutter={[token.marginMD, token.marginMD]}>
            {REPORTS.filter((r) => r.group === group).map((definition) => (
              <Col key={definition.type} xs={24} md={12} xl={8}>
                <ReportCard definition={definition} {...props} />
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </>
  );
}
