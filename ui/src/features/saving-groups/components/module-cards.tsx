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
import { t, tKey } from '@/i18n';
import type { ModuleStats } from '../api/get-group-stats';
import { type ModuleKey, moduleFigures } from './module-figures';

/**
 * The module cards' texts (key, title, what it is for, icon), in English: translated where rendered. The
 * figures come from moduleFigures.
 */
export const MODULE_CARDS: readonly (readonly [
  ModuleKey,
  string,
  string,
  ComponentType<{ 'aria-hidden'?: boolean }>,
])[] = [
  ['groups', tKey('Groups'), tKey('Register and manage saving groups'), UsergroupAddOutlined],
  ['members', tKey('Members'), tKey('Enrol members and keep their details'), TeamOutlined],
  ['savings', tKey('Savings'), tKey("Record each meeting's savings"), DollarOutlined],
  ['loans', tKey('Loans'), tKey('Issue loans and record repayments'), BankOutlined],
  ['emergency', tKey('Emergency Fund'), tKey('Contributions and emergency support'), AlertOutlined],
  ['meetings', tKey('Meetings'), tKey('Schedules, attendance and minutes'), CalendarOutlined],
  ['reports', tKey('Reports'), tKey('Group reports and meeting minutes'), FileTextOutlined],
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
    <nav aria-label={t('Saving group modules')}>
      <StatCards
        loading={loading}
        label={t('Modules')}
        cards={MODULE_CARDS.map(([key, title, description, Icon]) => {
          const figure = figures[key];
          return {
            title: t(title),
            value: figure.figure,
            icon: <Icon aria-hidden />,
            testId: `module-${key}`,
            to: paths[key],
            note: (
              <Flex vertical>
                <span>{t(description)}</span>
                <span>{figure.detail}</span>
              </Flex>
            ),
          };
        })}
      />
    </nav>
  );
}
