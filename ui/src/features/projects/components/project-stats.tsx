import { AppstoreOutlined, CheckCircleOutlined, TeamOutlined } from '@ant-design/icons';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import type { Project } from '../api/get-projects';

const cardsOf: readonly StatDef<readonly Project[]>[] = [
  [tKey('Total Projects'), 'projects-total', AppstoreOutlined, (projects) => countText(projects.length)],
  [
    tKey('Active Projects'),
    'projects-active',
    CheckCircleOutlined,
    (projects) => countText(projects.filter((p) => p.isActive).length),
  ],
  [
    tKey('Total Participants'),
    'projects-participants',
    TeamOutlined,
    (projects) => countText(projects.reduce((sum, project) => sum + (project.participantCount ?? 0), 0)),
  ],
];

/** The three cards above the projects table (spec: screens "Projects"). */
export function ProjectStats({
  projects,
  loading,
}: {
  readonly projects: readonly Project[];
  readonly loading: boolean;
}) {
  return (
    <StatCards loading={loading} label={t('Project statistics')} cards={statCardsOf(cardsOf, projects)} />
  );
}
