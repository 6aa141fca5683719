import { participantSchema } from '@pm/domain/participants/schemas';
import { ageGroupOf, ageOn, isIsoDate } from '@pm/domain/shared/dates';
import { Form, Input, Row } from 'antd';
import { Cell, CodeItem, DateItem, MoneyInput, SearchSelect } from '@/components/form-inputs';
import { type ProjectChoice, ProjectField, type ProjectOption } from '@/components/project-field';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { zodRule } from '@/lib/zod-form';
import { genderOptions, gradeOptions } from './participant-labels';

const rule = (field: string) => [zodRule(participantSchema, field)];

/** 'Age 9 (group 9-11) today' under the date of birth, so a typing slip shows before saving. */
const ageHint = (dateOfBirth: unknown): string | undefined => {
  if (typeof dateOfBirth !== 'string' || !isIsoDate(dateOfBirth)) return undefined;
  const age = ageOn(dateOfBirth, todayIso());
  if (age < 0) return undefined;
  return t('Age {{age}} today (group {{group}})', { age, group: ageGroupOf(age) });
};

interface ChildFieldsProps {
  readonly projectChoice: ProjectChoice;
  readonly projectOptions: readonly ProjectOption[];
  /** The date of birth typed so far, for the age under it. */
  readonly dateOfBirth: unknown;
}

/** Who the child is: the participant ID, the project, the names, the date of birth and gender. */
function ChildFields({ projectChoice, projectOptions, dateOfBirth }: ChildFieldsProps) {
  return (
    <>
      <Cell md={12}>
        <CodeItem
          name="participantId"
          label={t('Participant ID')}
          rules={rule('participantId')}
          example="KE0420-001"
          maxLength={30}
        />
      </Cell>
      <Cell md={12}>
        <ProjectField
          choice={projectChoice}
          id="participant-project"
          rules={rule('projectId')}
          options={projectOptions}
        />
      </Cell>
      <Cell md={8}>
        <Form.Item name="firstName" label={t('First Name')} required rules={rule('firstName')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <Form.Item name="secondName" label={t('Second Name')} rules={rule('secondName')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Cell>
      <Cell md={8}>
        <Form.Item name="surname" label={t('Surname')} required rules={rule('surname')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <DateItem
          name="dateOfBirth"
          label={t('Date of Birth')}
          required
          rules={rule('dateOfBirth')}
          extra={ageHint(dateOfBirth)}
          past
          allowClear
        />
      </Cell>
      <Cell md={12}>
        <Form.Item name="gender" label={t('Gender')} required rules={rule('gender')}>
          <SearchSelect options={genderOptions()} placeholder={t('Choose')} />
        </Form.Item>
      </Cell>
    </>
  );
}

/** The family and the programme: guardian, care giver, phone, grade, monthly contribution, planned exit. */
function FamilyFields() {
  return (
    <>
      <Cell md={12}>
        <Form.Item
          name="parentGuardianName"
          label={t('Parent/Guardian Name')}
          required
          rules={rule('parentGuardianName')}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <Form.Item name="careGiverName" label={t('Care Giver Name')} rules={rule('careGiverName')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <Form.Item
          name="contactPhone"
          label={t('Contact Phone')}
          required
          rules={rule('contactPhone')}
          extra={t('For example {{example}}', { example: '+254 712 345678' })}
        >
          <Input autoComplete="off" inputMode="tel" />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <Form.Item name="gradeLevel" label={t('Grade Level')} rules={rule('gradeLevel')}>
          <SearchSelect allowClear options={gradeOptions()} placeholder={t('Not in school / not known')} />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <Form.Item
          name="monthlyContribution"
          label={t('Monthly Contribution (KES)')}
          rules={rule('monthlyContribution')}
        >
          <MoneyInput />
        </Form.Item>
      </Cell>
      <Cell md={12}>
        <DateItem
          name="plannedExitDate"
          label={t('Planned Exit Date')}
          rules={rule('plannedExitDate')}
          allowClear
        />
      </Cell>
    </>
  );
}

/** Every field of a participant, on the form's grid. */
export function ParticipantFields(props: ChildFieldsProps) {
  return (
    <Row gutter={16}>
      <ChildFields {...props} />
      <FamilyFields />
    </Row>
  );
}
