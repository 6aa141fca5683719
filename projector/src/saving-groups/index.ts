import type { EmergencyFundEvent, GroupEvent, LoanEvent } from '@pm/domain';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';
import { occurredAt, type ReadModel } from '../read-model';

const cents = (n: number) => n; // bound as integers and divided by 100 in SQL: exact numeric

/**
 * The Saving Group Ministry: groups with their fund totals, members, savings, loans, repayments and
 * emergency funds with their contributions and maker-checker requests. Amounts are numeric(12,2),
 * computed from integer cents in SQL.
 */
export const savingGroupsModel: ReadModel = {
  name: 'saving-groups',
  tables: [
    'emergency_disbursements',
    'emergency_contributions',
    'emergency_funds',
    'loan_repayments',
    'group_loans',
    'group_savings',
    'group_members',
    'saving_groups',
  ],
  schema: `
    CREATE TABLE saving_groups (
      id integer PRIMARY KEY,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      name text NOT NULL, description text NOT NULL, group_code text,
      president_name text, president_phone text, secretary_name text, secretary_phone text,
      treasurer_name text, treasurer_phone text,
      total_members integer NOT NULL, male_members integer NOT NULL, female_members integer NOT NULL,
      meeting_day text NOT NULL, meeting_time text NOT NULL, meeting_location text, meeting_frequency text NOT NULL,
      saving_amount numeric(12,2) NOT NULL, service_charge_rate numeric(5,2) NOT NULL, max_loan_amount numeric(12,2),
      bank_name text, account_number text, registration_date date NOT NULL, cycle_duration integer NOT NULL,
      status text NOT NULL, created_by text, created_at timestamptz NOT NULL,
      savings numeric(14,2) NOT NULL DEFAULT 0, repayments numeric(14,2) NOT NULL DEFAULT 0, disbursed numeric(14,2) NOT NULL DEFAULT 0
    );
    CREATE INDEX saving_groups_project ON saving_groups (project_id);
    CREATE TABLE group_members (
      id integer PRIMARY KEY, group_id integer NOT NULL,
      member_number text NOT NULL, member_id_number text NOT NULL, member_name text NOT NULL, member_phone text NOT NULL,
      next_of_kin_name text NOT NULL, next_of_kin_id_number text NOT NULL, next_of_kin_phone text NOT NULL,
      next_of_kin_relationship text NOT NULL, role text NOT NULL,
      joined_at timestamptz NOT NULL, left_at timestamptz, is_active boolean NOT NULL
    );
    CREATE INDEX group_members_group ON group_members (group_id);
    CREATE TABLE group_savings (
      id integer PRIMARY KEY, group_id integer NOT NULL, member_id integer NOT NULL, amount numeric(12,2) NOT NULL,
      saving_date date NOT NULL, notes text, meeting_id integer, recorded_by text, created_at timestamptz NOT NULL
    );
    CREATE INDEX group_savings_group ON group_savings (group_id);
    CREATE TABLE group_loans (
      id integer PRIMARY KEY, group_id integer NOT NULL, borrower_id integer NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      amount numeric(12,2) NOT NULL, interest_rate numeric(5,2) NOT NULL, term_months integer NOT NULL,
      total_amount numeric(12,2) NOT NULL, amount_paid numeric(12,2) NOT NULL DEFAULT 0,
      loan_date date NOT NULL, due_date date NOT NULL, status text NOT NULL, purpose text NOT NULL,
      guarantors jsonb NOT NULL, meeting_id integer, issued_by text, completed_on date, created_at timestamptz NOT NULL
    );
    CREATE INDEX group_loans_group ON group_loans (group_id);
    CREATE TABLE loan_repayments (
      id integer PRIMARY KEY, loan_id integer NOT NULL, amount numeric(12,2) NOT NULL, payment_date date NOT NULL,
      notes text, meeting_id integer, recorded_by text, created_at timestamptz NOT NULL
    );
    CREATE INDEX loan_repayments_loan ON loan_repayments (loan_id);
    CREATE TABLE emergency_funds (
      id integer PRIMARY KEY, group_id integer NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      description text NOT NULL, contribution_amount numeric(12,2) NOT NULL,
      max_disbursement_per_member numeric(12,2) NOT NULL, is_active boolean NOT NULL, created_at timestamptz NOT NULL
    );
    CREATE INDEX emergency_funds_group ON emergency_funds (group_id);
    CREATE TABLE emergency_contributions (
      id integer PRIMARY KEY, fund_id integer NOT NULL, member_id integer NOT NULL, amount numeric(12,2) NOT NULL,
      contribution_date date NOT NULL, notes text, created_at timestamptz NOT NULL
    );
    CREATE INDEX emergency_contributions_fund ON emergency_contributions (fund_id);
    CREATE TABLE emergency_disbursements (
      id integer PRIMARY KEY, fund_id integer NOT NULL, member_id integer NOT NULL, amount numeric(12,2) NOT NULL,
      emergency_type text NOT NULL, description text NOT NULL, disbursement_date date, status text NOT NULL,
      requested_by_user_id integer, requested_by text NOT NULL, requested_at timestamptz NOT NULL,
      decided_by text, decided_at timestamptz, rejection_reason text
    );
    CREATE INDEX emergency_disbursements_fund ON emergency_disbursements (fund_id);
  `,
  handles: new Set([
    'GroupRegistered',
    'GroupStatusChanged',
    'MemberJoined',
    'MemberLeft',
    'SavingRecorded',
    'LoanDisbursed',
    'RepaymentReceived',
    'LoanIssued',
    'RepaymentRecorded',
    'LoanCompleted',
    'EmergencyFundCreated',
    'EmergencyContributionRecorded',
    'DisbursementRequested',
    'DisbursementApproved',
    'DisbursementRejected',
  ]),
  async apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
    const at = occurredAt(recorded);
    const streamNumber = Number(recorded.streamId.slice(recorded.streamId.lastIndexOf('-') + 1));
    const event = { type: recorded.type, data: recorded.data } as GroupEvent | LoanEvent | EmergencyFundEvent;
    switch (event.type) {
      case 'GroupRegistered': {
        const d = event.data;
        await tx.query(
          `INSERT INTO saving_groups (id, project_id, cluster_id, region_id, name, description, group_code, president_name,
             president_phone, secretary_name, secretary_phone, treasurer_name, treasurer_phone, total_members, male_members,
             female_members, meeting_day, meeting_time, meeting_location, meeting_frequency, saving_amount, service_charge_rate,
             max_loan_amount, bank_name, account_number, registration_date, cycle_duration, status, created_by, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21::numeric/100,$22,$23::numeric/100,$24,$25,$26,$27,'Active',$28,$29)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.groupId,
            d.projectId,
            d.clusterId,
            d.regionId,
            d.name,
            d.description,
            d.groupCode,
            d.presidentName,
            d.presidentPhone,
            d.secretaryName,
            d.secretaryPhone,
            d.treasurerName,
            d.treasurerPhone,
            d.totalMembers,
            d.maleMembers,
            d.femaleMembers,
            d.meetingDay,
            d.meetingTime,
            d.meetingLocation,
            d.meetingFrequency,
            cents(d.savingAmount),
            d.serviceChargeRate,
            d.maxLoanAmount,
            d.bankName,
            d.accountNumber,
            d.registrationDate,
            d.cycleDuration,
            d.createdBy.username,
            at,
          ],
        );
        return;
      }
      case 'GroupStatusChanged':
        await tx.query('UPDATE saving_groups SET status = $2 WHERE id = $1', [
          streamNumber,
          event.data.status,
        ]);
        return;
      case 'MemberJoined': {
        const d = event.data;
        await tx.query(
          `INSERT INTO group_members (id, group_id, member_number, member_id_number, member_name, member_phone, next_of_kin_name,
             next_of_kin_id_number, next_of_kin_phone, next_of_kin_relationship, role, joined_at, is_active)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,true) ON CONFLICT (id) DO NOTHING`,
          [
            d.memberId,
            streamNumber,
            d.memberNumber,
            d.memberIdNumber,
            d.memberName,
            d.memberPhone,
            d.nextOfKinName,
            d.nextOfKinIdNumber,
            d.nextOfKinPhone,
            d.nextOfKinRelationship,
            d.role,
            d.joinedAt,
          ],
        );
        return;
      }
      case 'MemberLeft':
        await tx.query('UPDATE group_members SET left_at = $2, is_active = false WHERE id = $1', [
          event.data.memberId,
          event.data.leftAt,
        ]);
        return;
      case 'SavingRecorded': {
        const d = event.data;
        await tx.query(
          `INSERT INTO group_savings (id, group_id, member_id, amount, saving_date, notes, meeting_id, recorded_by, created_at)
           VALUES ($1,$2,$3,$4::numeric/100,$5,$6,$7,$8,$9) ON CONFLICT (id) DO NOTHING`,
          [
            d.savingId,
            streamNumber,
            d.memberId,
            d.amount,
            d.savingDate,
            d.notes,
            d.meetingId,
            d.recordedBy.username,
            at,
          ],
        );
        await tx.query('UPDATE saving_groups SET savings = savings + $2::numeric/100 WHERE id = $1', [
          streamNumber,
          d.amount,
        ]);
        return;
      }
      case 'LoanDisbursed':
        await tx.query('UPDATE saving_groups SET disbursed = disbursed + $2::numeric/100 WHERE id = $1', [
          streamNumber,
          event.data.amount,
        ]);
        return;
      case 'RepaymentReceived':
        await tx.query('UPDATE saving_groups SET repayments = repayments + $2::numeric/100 WHERE id = $1', [
          streamNumber,
          event.data.amount,
        ]);
        return;
      case 'LoanIssued': {
        const d = event.data;
        await tx.query(
          `INSERT INTO group_loans (id, group_id, borrower_id, project_id, cluster_id, region_id, amount, interest_rate, term_months,
             total_amount, loan_date, due_date, status, purpose, guarantors, meeting_id, issued_by, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7::numeric/100,$8,$9,$10::numeric/100,$11,$12,'active',$13,$14,$15,$16,$17) ON CONFLICT (id) DO NOTHING`,
          [
            d.loanId,
            d.groupId,
            d.borrowerId,
            d.projectId,
            d.clusterId,
            d.regionId,
            d.amount,
            d.interestRate,
            d.termMonths,
            d.totalAmount,
            d.loanDate,
            d.dueDate,
            d.purpose,
            JSON.stringify(d.guarantors),
            d.meetingId,
            d.issuedBy.username,
            at,
          ],
        );
        return;
      }
      case 'RepaymentRecorded': {
        const d = event.data;
        await tx.query(
          `INSERT INTO loan_repayments (id, loan_id, amount, payment_date, notes, meeting_id, recorded_by, created_at)
           VALUES ($1,$2,$3::numeric/100,$4,$5,$6,$7,$8) ON CONFLICT (id) DO NOTHING`,
          [
            d.repaymentId,
            streamNumber,
            d.amount,
            d.paymentDate,
            d.notes,
            d.meetingId,
            d.recordedBy.username,
            at,
          ],
        );
        await tx.query('UPDATE group_loans SET amount_paid = amount_paid + $2::numeric/100 WHERE id = $1', [
          streamNumber,
          d.amount,
        ]);
        return;
      }
      case 'LoanCompleted':
        await tx.query("UPDATE group_loans SET status = 'completed', completed_on = $2 WHERE id = $1", [
          streamNumber,
          event.data.completedOn,
        ]);
        return;
      case 'EmergencyFundCreated': {
        const d = event.data;
        await tx.query(
          `INSERT INTO emergency_funds (id, group_id, project_id, cluster_id, region_id, description, contribution_amount,
             max_disbursement_per_member, is_active, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7::numeric/100,$8::numeric/100,$9,$10) ON CONFLICT (id) DO NOTHING`,
          [
            d.fundId,
            d.groupId,
            d.projectId,
            d.clusterId,
            d.regionId,
            d.description,
            d.contributionAmount,
            d.maxDisbursementPerMember,
            d.isActive,
            at,
          ],
        );
        return;
      }
      case 'EmergencyContributionRecorded': {
        const d = event.data;
        await tx.query(
          `INSERT INTO emergency_contributions (id, fund_id, member_id, amount, contribution_date, notes, created_at)
           VALUES ($1,$2,$3,$4::numeric/100,$5,$6,$7) ON CONFLICT (id) DO NOTHING`,
          [d.contributionId, streamNumber, d.memberId, d.amount, d.contributionDate, d.notes, at],
        );
        return;
      }
      case 'DisbursementRequested': {
        const d = event.data;
        await tx.query(
          `INSERT INTO emergency_disbursements (id, fund_id, member_id, amount, emergency_type, description, disbursement_date,
             status, requested_by_user_id, requested_by, requested_at)
           VALUES ($1,$2,$3,$4::numeric/100,$5,$6,$7,'pending',$8,$9,$10) ON CONFLICT (id) DO NOTHING`,
          [
            d.disbursementId,
            streamNumber,
            d.memberId,
            d.amount,
            d.emergencyType,
            d.description,
            d.disbursementDate,
            d.requestedBy.userId,
            d.requestedBy.username,
            at,
          ],
        );
        return;
      }
      case 'DisbursementApproved':
        await tx.query(
          "UPDATE emergency_disbursements SET status = 'approved', decided_by = $2, decided_at = $3 WHERE id = $1",
          [event.data.disbursementId, event.data.approvedBy.username, at],
        );
        return;
      case 'DisbursementRejected':
        await tx.query(
          "UPDATE emergency_disbursements SET status = 'rejected', decided_by = $2, decided_at = $3, rejection_reason = $4 WHERE id = $1",
          [event.data.disbursementId, event.data.rejectedBy.username, at, event.data.reason],
        );
        return;
    }
  },
};
