import {
  AlertOutlined,
  BankOutlined,
  CalendarOutlined,
  DollarOutlined,
  FileTextOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { Flex } from 'antd';
import type { ComponentType } from 'react';
import { StatCards } from '@/components/stat-cards';
import type { ModuleStats } from '../api/get-group-stats';
import { type ModuleKey, moduleFigures } from './module-figures';

/** The module cards' texts (key, title, what it is for, icon); the figures come from moduleFigures. */
export const MODULE_CARDS: readonly (readonly [
  ModuleKey,
  string,
  string,
  ComponentType<{ 'aria-hidden'?: boolean }>,
])[] = [
  ['groups', 'Groups', 'Register and manage saving groups', UsergroupAddOutlined],
  ['members', 'Members', 'Enrol members and keep their details', TeamOutlined],
  ['savings', 'Savings', "Record each meeting's savings", DollarOutlined],
  ['loans', 'Loans', 'Issue loans and record repayments', BankOutlined],
  ['emergency', 'Emergency Fund', 'Contributions and emergency support', AlertOutlined],
  ['meetings', 'Meetings', 'Schedules, attendance and minutes', CalendarOutlined],
  ['reports', 'Reports', 'Group reports and meeting minutes', FileTextOutlined],
];

/** The overview's module cards, each a link to its module with its real figures. */
export function ModuleCards({
  stats,
  loading,
  paths,
}: {
  readonly stats: ModuleStats | undefined;
  readonly loading: boolean;
  readonly paths: Readonly<Record<ModuleKey, string>>;
}) {
  const figures = moduleFigures(stats);
  return (
    <nav aria-label="Saving group modules">
      <StatCards
        loading={loading}
        label="Modules"
        cards={MODULE_CARDS.map(([key, title, description, Icon]) => {
          const figure = figures[key];
          return {
            title,
            value: figure?.figure ?? 'Coming soon',
            icon: <Icon aria-hidden />,
            testId: `module-${key}`,
            to: paths[key],
            note: (
              <Flex vertical>
                <span>{description}</span>
                {figure && <span>{figure.detail}</span>}
              </Flex>
            ),
          };
        })}
      />
    </nav>
  );
}
