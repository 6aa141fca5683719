import { participantSchema } from '@pm/domain/participants/schemas';
import { App, Form, type FormInstance } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import type { ProjectChoice, ProjectOption } from '@/components/project-field';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors } from '@/lib/zod-form';
import { toParticipantBody, useCreateParticipant } from '../api/create-participant';
import { duplicateWarning, findPossibleDuplicates } from '../api/find-duplicates';
import type { Participant } from '../api/get-participants';
import { useUpdateParticipant } from '../api/update-participant';
import { ParticipantFields } from './participant-fields';

export type { ProjectChoice, ProjectOption } from '@/components/project-field';

interface ParticipantDialogProps extends DialogProps {
  /** The participant being edited; absent to add a new one. */
  readonly participant?: Participant | null;
  readonly projectChoice: ProjectChoice;
}

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

/** The projects offered: an edited participant's project stays choosable when no longer offered (e.g. inactive). */
const projectOptionsOf = (
  projectChoice: ProjectChoice,
  participant: Participant | null | undefined,
): ProjectOption[] => {
  if (projectChoice.kind !== 'pick') return [];
  if (!participant || projectChoice.options.some((option) => option.value === participant.projectId))
    return [...projectChoice.options];
  return [
    ...projectChoice.options,
    {
      value: participant.projectId,
      label:
        participant.projectCode && participant.projectName
          ? `${participant.projectCode} - ${participant.projectName}`
          : (participant.projectCode ?? t('Project {{id}}', { id: participant.projectId })),
    },
  ];
};

/** Saves the form: the edited participant's changes, or a new participant after the duplicate check. */
function useSaveParticipant(
  form: FormInstance,
  participant: Participant | null | undefined,
  projectChoice: ProjectChoice,
  onClose: () => void,
) {
  const { modal } = App.useApp();
  const onError = (error: Error) => showServerFieldErrors(form, error);
  const create = useCreateParticipant({ onSuccess: onClose, onError });
  const update = useUpdateParticipant({ onSuccess: onClose, onError });

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
  return { submit, pending: create.isPending || update.isPending };
}

/** Add Participant and Edit (spec: screens "Participants"): every field of the participant, checked by the domain schema. */
export function ParticipantDialog({ participant, projectChoice, ...dialog }: ParticipantDialogProps) {
  const [form] = Form.useForm();
  const dateOfBirth = Form.useWatch('dateOfBirth', form);
  const { submit, pending } = useSaveParticipant(form, participant, projectChoice, dialog.onClose);
  const editing = Boolean(participant);

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
      <ParticipantFields
        projectChoice={projectChoice}
        projectOptions={projectOptionsOf(projectChoice, participant)}
        dateOfBirth={dateOfBirth}
      />
    </ModalForm>
  );
}
