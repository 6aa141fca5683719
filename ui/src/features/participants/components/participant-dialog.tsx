import { participantSchema } from '@pm/domain/participants/schemas';
import { ageGroupOf, ageOn, isIsoDate } from '@pm/domain/shared/dates';
import { App, Form, Input, Row } from 'antd';
import { Cell, DateItem, MoneyInput, SearchSelect } from '@/components/form-inputs';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { type ProjectChoice, ProjectField } from '@/components/project-field';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { toParticipantBody, useCreateParticipant } from '../api/create-participant';
import { duplicateWarning, findPossibleDuplicates } from '../api/find-duplicates';
import type { Participant } from '../api/get-participants';
import { useUpdateParticipant } from '../api/update-participant';
import { genderOptions, gradeOptions } from './participant-labels';

export type { ProjectChoice, ProjectOption } from '@/components/project-field';

interface ParticipantDialogProps extends DialogProps {
  /** The participant being edited; absent to add a new one. */
  readonly participant?: Participant | null;
  readonly projectChoice: ProjectChoice;
}

const rule = (field: string) => [zodRule(participantSchema, field)];

const initialValuesOf = (participant: Participant | null | undefined, projectChoice: ProjectChoice) =>
  participant
    ? {
        participantId: participant.participantId,
        firstName: participant.firstName ?? '',
        secondName: participant.secondName ?? '',
        surname: participant.surname ?? '',
        dateOfBirth: participant.dateOfBirth,
        gender: participant.gender ?? undefined,
        parentGuardianName: participant.parentGuardianName ?? '',
        careGiverName: participant.careGiverName ?? '',
        contactPhone: participant.contactPhone ?? '',
        gradeLevel: participant.gradeLevel ?? undefined,
        projectId: participant.projectId,
        monthlyContribution: participant.monthlyContribution,
        plannedExitDate: participant.plannedExitDate,
      }
    : {
        participantId: '',
        firstName: '',
        secondName: '',
        surname: '',
        dateOfBirth: null,
        parentGuardianName: '',
        careGiverName: '',
        contactPhone: '',
        projectId: projectChoice.kind === 'pick' ? (projectChoice.defaultProjectId ?? undefined) : undefined,
        monthlyContribution: 0,
        plannedExitDate: null,
      };

/** 'Age 9 (group 9-11) today' under the date of birth, so a typing slip shows before saving. */
const ageHint = (dateOfBirth: unknown): string | undefined => {
  if (typeof dateOfBirth !== 'string' || !isIsoDate(dateOfBirth)) return undefined;
  const age = ageOn(dateOfBirth, todayIso());
  if (age < 0) return undefined;
  return t('Age {{age}} today (group {{group}})', { age, group: ageGroupOf(age) });
};

/** Add Participant and Edit (spec: screens "Participants"): every field of the participant, checked by the domain schema. */
export function ParticipantDialog({ participant, projectChoice, ...dialog }: ParticipantDialogProps) {
  const [form] = Form.useForm();
  const { modal } = App.useApp();
  const dateOfBirth = Form.useWatch('dateOfBirth', form);
  const onError = (error: Error) => showServerFieldErrors(form, error);
  const create = useCreateParticipant({ onSuccess: dialog.onClose, onError });
  const update = useUpdateParticipant({ onSuccess: dialog.onClose, onError });
  const pending = create.isPending || update.isPending;
  const editing = Boolean(participant);

  const submit = async () => {
    const input = await parseForm(participantSchema, form);
    if (!input) return;
    const projectId = projectChoice.kind === 'fixed' ? projectChoice.projectId : (input.projectId ?? null);
    const body = toParticipantBody(input, projectId);
    if (participant) {
      update.mutate({ id: participant.id, body });
      return;
    }
    // a warning, not a refusal: twins and namesakes exist, a second registration of one child should not
    const duplicates = body.dateOfBirth
      ? await findPossibleDuplicates({ ...body, dateOfBirth: body.dateOfBirth }).catch(() => [])
      : [];
    if (duplicates.length === 0) {
      create.mutate(body);
      return;
    }
    modal.confirm({
      title: t('This child may already be registered'),
      content: duplicateWarning(duplicates),
      okText: t('Add anyway'),
      cancelText: t('Go back'),
      onOk: () => create.mutate(body),
    });
  };

  // an edited participant's project stays choosable even when it is no longer offered (e.g. inactive)
  const projectOptions =
    projectChoice.kind === 'pick' &&
    participant &&
    !projectChoice.options.some((option) => option.value === participant.projectId)
      ? [
          ...projectChoice.options,
          {
            value: participant.projectId,
            label:
              participant.projectCode && participant.projectName
                ? `${participant.projectCode} - ${participant.projectName}`
                : (participant.projectCode ?? t('Project {{id}}', { id: participant.projectId })),
          },
        ]
      : projectChoice.kind === 'pick'
        ? [...projectChoice.options]
        : [];

  return (
    <ModalForm
      {...dialog}
      title={participant ? t('Edit {{name}}', { name: participant.participantId }) : t('Add Participant')}
      okText={editing ? t('Save Changes') : t('Add Participant')}
      pendingText={editing ? t('Saving...') : t('Adding...')}
      pending={pending}
      form={form}
      name="participant"
      initialValues={initialValuesOf(participant, projectChoice)}
      onSubmit={submit}
      width={760}
    >
      <Row gutter={16}>
        <Cell md={12}>
          <Form.Item
            name="participantId"
            label={t('Participant ID')}
            required
            rules={rule('participantId')}
            extra={t('For example {{example}}', { example: 'KE0420-001' })}
          >
            <Input autoComplete="off" maxLength={30} />
          </Form.Item>
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
      </Row>
    </ModalForm>
  );
}
