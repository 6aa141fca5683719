import { createSavingGroupSchema } from '@pm/domain/saving-groups/schemas';
import { Button, Flex, Form, Typography, theme } from 'antd';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { useToast } from '@/lib/toast';
import { parseForm, showServerFieldErrors } from '@/lib/zod-form';
import { toSavingGroupBody, useCreateSavingGroup } from '../api/create-saving-group';
import {
  AdditionalInformation,
  FinancialConfiguration,
  MeetingSchedule,
} from './group-form-running-sections';
import {
  BasicInformation,
  GroupComposition,
  type GroupProjectChoice,
  isBlank,
  LeadershipInformation,
} from './group-form-sections';
import { memberTotalHint } from './group-format';

/** spec: validation "On the create screen": these four missing answer one toast, on top of the fields' own messages. */
const SCREEN_REQUIRED = ['name', 'savingAmount', 'meetingDay', 'meetingTime'] as const;

/** The screen's defaults (spec: limits): Monday at 14:00, weekly, 5 % service charge, a 12-month cycle. */
const initialValuesOf = (projectChoice: GroupProjectChoice) => ({
  ...Object.fromEntries(
    ['name', 'description', 'groupCode', 'meetingLocation', 'bankName', 'accountNumber'].map((field) => [
      field,
      '',
    ]),
  ),
  ...Object.fromEntries(
    ['president', 'secretary', 'treasurer'].flatMap((leader) => [
      [`${leader}Name`, ''],
      [`${leader}Phone`, ''],
    ]),
  ),
  maleMembers: 0,
  femaleMembers: 0,
  meetingDay: 'Monday',
  meetingTime: '14:00',
  meetingFrequency: 'Weekly',
  serviceChargeRate: 5,
  cycleDuration: 12,
  registrationDate: todayIso(),
  projectId: projectChoice.kind === 'pick' ? (projectChoice.defaultProjectId ?? undefined) : undefined,
});

interface CreateGroupFormProps {
  readonly projectChoice: GroupProjectChoice;
  readonly onCreated: () => void;
  readonly onCancel: () => void;
}

/** Create New Saving Group (spec: screens): six sections, the screen's defaults, checked by the domain schema. */
export function CreateGroupForm({ projectChoice, onCreated, onCancel }: CreateGroupFormProps) {
  const [form] = Form.useForm();
  const toast = useToast();
  const { token } = theme.useToken();
  const create = useCreateSavingGroup({
    onSuccess: onCreated,
    onError: (error) => showServerFieldErrors(form, error),
  });
  const total: unknown = Form.useWatch('totalMembers', form);
  const male: unknown = Form.useWatch('maleMembers', form);
  const female: unknown = Form.useWatch('femaleMembers', form);
  const hint = memberTotalHint(total, male, female);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const missingRequired = SCREEN_REQUIRED.some((field) => isBlank(values[field]));
    const input = await parseForm(createSavingGroupSchema, form);
    if (!input) {
      if (missingRequired) toast.error(t('Validation Error'), t('Please fill in all required fields'));
      const firstError = form.getFieldsError().find((field) => field.errors.length > 0);
      if (firstError) form.scrollToField(firstError.name, { block: 'center' });
      return;
    }
    const projectId = projectChoice.kind === 'fixed' ? projectChoice.projectId : input.projectId;
    create.mutate(toSavingGroupBody(input, projectId));
  };

  return (
    <Form
      form={form}
      name="create-saving-group"
      layout="vertical"
      initialValues={initialValuesOf(projectChoice)}
      onFinish={submit}
      // an incomplete form still answers with the screen's toast and the fields' messages
      onFinishFailed={() => void submit()}
    >
      <Flex vertical gap={token.margin}>
        <BasicInformation projectChoice={projectChoice} />
        <LeadershipInformation />
        <GroupComposition
          hint={hint ? <span data-testid="member-total-hint">{hint.text}</span> : undefined}
        />
        <MeetingSchedule />
        <FinancialConfiguration />
        <AdditionalInformation />
        <Flex justify="end" gap={token.marginXS}>
          <Button onClick={onCancel} disabled={create.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {create.isPending ? t('Creating...') : t('Create Group')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{t('Fields marked * are required.')}</Typography.Text>
      </Flex>
    </Form>
  );
}
