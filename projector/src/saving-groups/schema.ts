/** The Saving Group Ministry's tables. A reversed entry keeps its row, with reversed_at, reversal_reason and reversed_by set; totals leave it out. last_position guards the running totals of saving_groups and group_loans, so a replayed event adds nothing twice. */
export const tables = [
  'group_cycles',
  'member_registration_fees',
  'member_penalties',
  'emergency_disbursements',
  'emergency_contributions',
  'emergency_funds',
  'loan_repayments',
  'group_loans',
  'group_savings',
  'group_members',
  'saving_groups',
];

export const schema = `
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
      savings numeric(14,2) NOT NULL DEFAULT 0, repayments numeric(14,2) NOT NULL DEFAULT 0, disbursed numeric(14,2) NOT NULL DEFAULT 0,
      penalties_and_fees numeric(14,2) NOT NULL DEFAULT 0,
      registration_fee numeric(12,2) NOT NULL DEFAULT 500, registration_fee_description text,
      one_active_loan boolean NOT NULL DEFAULT true, loan_ceiling_multiple numeric(5,2),
      late_fine_per_month numeric(12,2), loan_rules_version integer NOT NULL DEFAULT 0,
      set_off_at_share_out boolean NOT NULL DEFAULT false, leaving_payout text NOT NULL DEFAULT 'atClose',
      paid_out numeric(14,2) NOT NULL DEFAULT 0, current_cycle integer NOT NULL DEFAULT 1, cycle_started_on date,
      -- the savings handed back at closed cycles' share-outs and to members paid out on leaving:
      -- savings + savings_adjusted - savings_returned is held now (savings is the cash paid in, with
      -- reversals; savings_adjusted the adjustments of members' savings, which move no cash)
      savings_returned numeric(14,2) NOT NULL DEFAULT 0, savings_adjusted numeric(14,2) NOT NULL DEFAULT 0,
      last_position bigint NOT NULL
    );
    CREATE TABLE group_cycles (
      group_id integer NOT NULL, cycle integer NOT NULL, started_on date NOT NULL, status text NOT NULL,
      -- payouts: [{memberId, amount, setOff}] in cents, setOff what of it settled the member's loans
      close_date date, weighting text, fund numeric(14,2), payouts jsonb,
      carried_loan_ids jsonb, carried_penalty_ids jsonb,
      proposed_by text, proposed_by_user_id integer, proposed_at timestamptz,
      confirmed_by text, confirmed_at timestamptz, rejected_by text, rejection_reason text,
      PRIMARY KEY (group_id, cycle)
    );
    CREATE INDEX saving_groups_project ON saving_groups (project_id);
    CREATE INDEX saving_groups_named ON saving_groups (name, id);
    CREATE INDEX saving_groups_newest ON saving_groups (created_at DESC, id DESC);
    CREATE TABLE group_members (
      id integer PRIMARY KEY, group_id integer NOT NULL,
      member_number text NOT NULL, member_id_number text NOT NULL, member_name text NOT NULL, member_phone text NOT NULL,
      next_of_kin_name text NOT NULL, next_of_kin_id_number text NOT NULL, next_of_kin_phone text NOT NULL,
      next_of_kin_relationship text NOT NULL, role text NOT NULL,
      joined_at timestamptz NOT NULL, joined_on date NOT NULL, left_at timestamptz, is_active boolean NOT NULL,
      -- what a member leaving mid-cycle was paid out, and when (null: not paid out on leaving)
      paid_out numeric(14,2), paid_out_on date
    );
    CREATE INDEX group_members_group ON group_members (group_id);
    CREATE INDEX group_members_former ON group_members (group_id) WHERE NOT is_active;
    CREATE TABLE group_savings (
      id integer PRIMARY KEY, group_id integer NOT NULL, member_id integer NOT NULL, amount numeric(12,2) NOT NULL,
      saving_date date NOT NULL, notes text, meeting_id integer, recorded_by text, created_at timestamptz NOT NULL, reversed_at timestamptz, reversal_reason text, reversed_by text,
      cycle integer,
      -- 'adjustment': an adjustment of the member's savings (signed amount, reason in notes), no cash
      kind text NOT NULL DEFAULT 'saving', corrects_saving_id integer
    );
    CREATE INDEX group_savings_group ON group_savings (group_id);
    CREATE INDEX group_savings_newest ON group_savings (saving_date DESC, id DESC);
    CREATE INDEX group_savings_meeting ON group_savings (meeting_id) WHERE meeting_id IS NOT NULL;
    CREATE TABLE group_loans (
      id integer PRIMARY KEY, group_id integer NOT NULL, borrower_id integer NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      amount numeric(12,2) NOT NULL, interest_rate numeric(5,2) NOT NULL, term_months integer NOT NULL,
      total_amount numeric(12,2) NOT NULL, amount_paid numeric(12,2) NOT NULL DEFAULT 0,
      loan_date date NOT NULL, due_date date NOT NULL, status text NOT NULL, purpose text NOT NULL,
      guarantors jsonb NOT NULL, meeting_id integer, issued_by text, completed_on date, created_at timestamptz NOT NULL,
      written_off numeric(12,2) NOT NULL DEFAULT 0, written_off_on date, write_off_reason text, written_off_by text,
      last_position bigint NOT NULL, cycle integer
    );
    CREATE INDEX group_loans_group ON group_loans (group_id);
    CREATE INDEX group_loans_active ON group_loans (group_id) INCLUDE (due_date, total_amount, amount_paid) WHERE status = 'active';
    CREATE INDEX group_loans_newest ON group_loans (loan_date DESC, id DESC);
    CREATE INDEX group_loans_meeting ON group_loans (meeting_id) WHERE meeting_id IS NOT NULL;
    CREATE TABLE loan_repayments (
      id integer PRIMARY KEY, loan_id integer NOT NULL, amount numeric(12,2) NOT NULL, payment_date date NOT NULL,
      notes text, meeting_id integer, recorded_by text, created_at timestamptz NOT NULL, reversed_at timestamptz, reversal_reason text, reversed_by text,
      cycle integer
    );
    CREATE INDEX loan_repayments_loan ON loan_repayments (loan_id);
    CREATE INDEX loan_repayments_newest ON loan_repayments (payment_date DESC, id DESC);
    CREATE TABLE member_penalties (
      id integer PRIMARY KEY, group_id integer NOT NULL, member_id integer NOT NULL, penalty_type text NOT NULL,
      amount numeric(12,2) NOT NULL, description text NOT NULL, penalty_date date NOT NULL, meeting_id integer,
      is_paid boolean NOT NULL, payment_date date, recorded_by text, created_at timestamptz NOT NULL, reversed_at timestamptz, reversal_reason text, reversed_by text,
      late_fine_loan_id integer, late_fine_month integer, cycle integer, paid_cycle integer
    );
    CREATE INDEX member_penalties_group ON member_penalties (group_id);
    CREATE INDEX member_penalties_newest ON member_penalties (penalty_date DESC, id DESC);
    CREATE INDEX member_penalties_late_fine ON member_penalties (late_fine_loan_id) WHERE late_fine_loan_id IS NOT NULL;
    CREATE TABLE member_registration_fees (
      id integer PRIMARY KEY, group_id integer NOT NULL, member_id integer NOT NULL, amount numeric(12,2) NOT NULL,
      payment_date date NOT NULL, notes text, meeting_id integer, recorded_by text, created_at timestamptz NOT NULL, reversed_at timestamptz, reversal_reason text, reversed_by text,
      cycle integer
    );
    CREATE INDEX member_registration_fees_group ON member_registration_fees (group_id);
    -- Each entry's cycle (docs/domain/saving-group-money.md, cycles by business date): an entry is only ever
    -- recorded into the cycle open at the time (one dated in a closed cycle is refused; one dated on a close
    -- date and recorded after the confirmation is the next cycle's), so the group's current cycle when its
    -- row is inserted is its cycle. A penalty's payment belongs to the cycle open when it was paid.
    CREATE OR REPLACE FUNCTION group_entry_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.cycle IS NULL THEN
        NEW.cycle := (SELECT current_cycle FROM saving_groups WHERE id = NEW.group_id);
      END IF;
      RETURN NEW;
    END $$;
    CREATE OR REPLACE FUNCTION repayment_entry_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.cycle IS NULL THEN
        NEW.cycle := (SELECT g.current_cycle FROM group_loans l JOIN saving_groups g ON g.id = l.group_id
                       WHERE l.id = NEW.loan_id);
      END IF;
      RETURN NEW;
    END $$;
    CREATE OR REPLACE FUNCTION penalty_paid_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.is_paid AND NEW.paid_cycle IS NULL THEN
        NEW.paid_cycle := (SELECT current_cycle FROM saving_groups WHERE id = NEW.group_id);
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER group_savings_cycle BEFORE INSERT ON group_savings FOR EACH ROW EXECUTE FUNCTION group_entry_cycle();
    CREATE TRIGGER group_loans_cycle BEFORE INSERT ON group_loans FOR EACH ROW EXECUTE FUNCTION group_entry_cycle();
    CREATE TRIGGER member_penalties_cycle BEFORE INSERT ON member_penalties FOR EACH ROW EXECUTE FUNCTION group_entry_cycle();
    CREATE TRIGGER member_penalties_paid_cycle BEFORE INSERT OR UPDATE ON member_penalties FOR EACH ROW
      EXECUTE FUNCTION penalty_paid_cycle();
    CREATE TRIGGER member_registration_fees_cycle BEFORE INSERT ON member_registration_fees FOR EACH ROW
      EXECUTE FUNCTION group_entry_cycle();
    CREATE TRIGGER loan_repayments_cycle BEFORE INSERT ON loan_repayments FOR EACH ROW
      EXECUTE FUNCTION repayment_entry_cycle();
    CREATE INDEX loan_repayments_meeting ON loan_repayments (meeting_id) WHERE meeting_id IS NOT NULL;
    CREATE TABLE emergency_funds (
      id integer PRIMARY KEY, group_id integer NOT NULL,
      project_id integer NOT NULL, cluster_id integer NOT NULL, region_id integer NOT NULL,
      description text NOT NULL, contribution_amount numeric(12,2) NOT NULL,
      max_disbursement_per_member numeric(12,2) NOT NULL, is_active boolean NOT NULL, created_at timestamptz NOT NULL
    );
    CREATE INDEX emergency_funds_group ON emergency_funds (group_id);
    CREATE TABLE emergency_contributions (
      id integer PRIMARY KEY, fund_id integer NOT NULL, member_id integer NOT NULL, amount numeric(12,2) NOT NULL,
      contribution_date date NOT NULL, notes text, meeting_id integer, recorded_by text, created_at timestamptz NOT NULL, reversed_at timestamptz, reversal_reason text, reversed_by text
    );
    CREATE INDEX emergency_contributions_fund ON emergency_contributions (fund_id);
    CREATE TABLE emergency_disbursements (
      id integer PRIMARY KEY, fund_id integer NOT NULL, member_id integer NOT NULL, amount numeric(12,2) NOT NULL,
      emergency_type text NOT NULL, description text NOT NULL, disbursement_date date, status text NOT NULL,
      requested_by_user_id integer, requested_by text NOT NULL, requested_at timestamptz NOT NULL,
      decided_by text, decided_at timestamptz, rejection_reason text
    );
    CREATE INDEX emergency_disbursements_fund ON emergency_disbursements (fund_id);
  `;
