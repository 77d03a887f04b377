import { ratePlanKind, samePlanName } from '../../../../shared/ratePlans';
import type {
  BulkEditInput,
  BulkHutPlan,
  BulkPreview,
  HutRatesInput,
  RatePlanInput,
  RatePlanUpdate,
  SeasonInput,
  StayRuleInput,
} from '../../../../shared/schemas/dashboard/rates';
import type { Database } from '../../../db/client';
import { hutRatePlans } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import type { Actor } from '../../../lib/actor';
import { NotFound, text, ValidationFailed } from '../../../lib/errors';
import { daysBetween } from '../../../lib/resortDate';
import { todayIn } from '../../../../shared/dates';
import { updateVersioned } from '../../../lib/versioned';
import { createHutsRepository } from '../hutsRepository';
import { MAX_SPAN_NIGHTS } from './pricesStaffService';
import { createRatesStaffRepository, type BulkHutRow, type BulkPlanRow } from './ratesStaffRepository';

type Span = { date_from: string; date_to: string };

function checkSpan(span: Span) {
  const nights = daysBetween(span.date_from, span.date_to) + 1;
  if (nights < 1) throw new ValidationFailed({ date_to: [text('rates.spanOrder')] });
  if (nights > MAX_SPAN_NIGHTS) throw new ValidationFailed({ date_to: [text('catalogue.rangeTooLong', { limit: MAX_SPAN_NIGHTS })] });
  return nights;
}

function checkRule(rule: { min_nights: number | null; max_nights: number | null }) {
  if (rule.min_nights !== null && rule.max_nights !== null && rule.min_nights > rule.max_nights)
    throw new ValidationFailed({ min_nights: [text('rates.minAboveMax')] });
}

/** Why a bulk edit leaves a hut as it is, or null when all of it applies there. */
const refusalOf = (hut: BulkHutRow, input: BulkEditInput): BulkPreview['huts'][number]['refusal'] =>
  input.price && hut.crossing ? 'overlap' : input.close && hut.booked ? 'booked' : input.close && hut.closed ? 'closed' : null;

const termsOf = (plan: Pick<BulkPlanRow, 'percent_off' | 'addon_per_night' | 'refundable' | 'free_cancel_hours' | 'is_active'>) => ({
  percent_off: plan.percent_off,
  addon_per_night: plan.addon_per_night,
  refundable: plan.refundable,
  free_cancel_hours: plan.free_cancel_hours,
  is_active: plan.is_active,
});

/**
 * What a bulk edit does to one hut's rate plans: each plan matching the change (by name in either language, or by
 * kind) before and after, and the plan it creates; `no_plan` when none matches, `plan_exists` when the new name is taken.
 */
function planEditsOf(plans: BulkPlanRow[], input: BulkEditInput): { refusal: 'no_plan' | 'plan_exists' | null; plans: BulkHutPlan[] } {
  const edits: BulkHutPlan[] = [];
  const change = input.plan_change;
  if (change) {
    const matched = plans.filter((plan) =>
      change.name !== undefined
        ? samePlanName(plan.name, change.name) || samePlanName(plan.name_ar, change.name)
        : ratePlanKind(plan) === change.kind,
    );
    if (matched.length === 0) return { refusal: 'no_plan', plans: [] };
    for (const plan of matched)
      edits.push({
        id: plan.id,
        name: plan.name,
        name_ar: plan.name_ar,
        before: termsOf(plan),
        after: {
          ...termsOf(plan),
          ...(change.percent_off === undefined ? {} : { percent_off: change.percent_off }),
          ...(change.addon_per_night === undefined ? {} : { addon_per_night: change.addon_per_night }),
          ...(change.is_active === undefined ? {} : { is_active: change.is_active }),
        },
        bookings: plan.bookings,
        bookings_count: plan.bookings_count,
      });
  }
  const fresh = input.new_plan;
  if (fresh) {
    if (plans.some((plan) => samePlanName(plan.name, fresh.name) || samePlanName(plan.name_ar, fresh.name_ar)))
      return { refusal: 'plan_exists', plans: [] };
    edits.push({
      id: null,
      name: fresh.name.trim(),
      name_ar: fresh.name_ar.trim(),
      before: null,
      after: { ...termsOf({ ...fresh, is_active: fresh.is_active ?? true }) },
      bookings: [],
      bookings_count: 0,
    });
  }
  return { refusal: null, plans: edits };
}

/** A change of plans names them by name or by kind (one of the two) and changes something. */
function checkPlanChange(change: NonNullable<BulkEditInput['plan_change']>) {
  if ((change.name === undefined) === (change.kind === undefined)) throw new ValidationFailed({ plan_change: [text('rates.planMatch')] });
  if (change.percent_off === undefined && change.addon_per_night === undefined && change.is_active === undefined)
    throw new ValidationFailed({ plan_change: [text('rates.nothingChosen')] });
}

/**
 * Rate plans, stay rules, length-of-stay tiers, extra guests, seasons and bulk edits. Bookings keep the price and
 * the plan's terms they were sold with (their own columns), so nothing here reaches back into one.
 */
export function createRatesStaffService(deps: { db: Database; now: () => Date; timeZone: string }) {
  const { db } = deps;
  const huts = createHutsRepository(db);
  const rates = createRatesStaffRepository(db);
  const audit = (
    tx: Database,
    actor: Actor,
    action: string,
    entityType: string,
    entityId: number | null,
    before: unknown,
    after: unknown,
  ) => recordAudit(tx, { actorId: actor.id, area: 'prices', action, entityType, entityId, before, after, at: deps.now() });
  const lockedHut = async (tx: Database, hutId: number) => {
    if (!(await huts.lock(tx, hutId))) throw new NotFound();
  };
  const hutRates = async (hutId: number) => {
    const found = await rates.hutRates(hutId);
    if (!found) throw new NotFound();
    return found;
  };
  const wirePlan = (plan: typeof hutRatePlans.$inferSelect) => ({
    id: plan.id,
    name: plan.name,
    name_ar: plan.nameAr,
    percent_off: plan.percentOff,
    addon_per_night: plan.addonPerNight,
    refundable: plan.refundable,
    free_cancel_hours: plan.freeCancelHours,
    policy: plan.policy,
    policy_ar: plan.policyAr,
    is_active: plan.isActive,
    version: plan.version,
  });

  /** The span a bulk edit covers: its own dates, or its season's. */
  async function spanOf(input: BulkEditInput) {
    const season = input.season === undefined ? null : await rates.findSeason(input.season);
    if (input.season !== undefined && !season) throw new ValidationFailed({ season: [text('validation.invalid')] });
    const span = season ? { date_from: season.dateFrom, date_to: season.dateTo } : { date_from: input.date_from, date_to: input.date_to };
    if (!span.date_from || !span.date_to)
      throw new ValidationFailed({ [span.date_from ? 'date_to' : 'date_from']: [text('validation.required')] });
    return { span: span as Span, season };
  }

  async function bulk(input: BulkEditInput, actor: Actor, apply: boolean): Promise<BulkPreview> {
    const dated = Boolean(input.price || input.rule || input.close);
    const planned = Boolean(input.new_plan || input.plan_change);
    if (!dated && !planned) throw new ValidationFailed({ non_field_errors: [text('rates.nothingChosen')] });
    if (input.rule) checkRule(input.rule);
    if (input.plan_change) checkPlanChange(input.plan_change);
    // Rate plans hold for every date: an edit of plans only needs no span.
    const { span, season } = dated ? await spanOf(input) : { span: null, season: null };
    const nights = span ? checkSpan(span) : null;
    const hutIds = [...new Set(input.huts)];
    const today = todayIn(deps.timeZone, deps.now());
    const read = async (tx: Database) => {
      const found = await rates.bulkHuts(tx, hutIds, span, deps.now());
      if (found.length !== hutIds.length) throw new NotFound();
      const plans = planned ? await rates.bulkPlans(tx, hutIds, today) : [];
      return found.map((hut) => {
        const edits = planned
          ? planEditsOf(
              plans.filter((plan) => plan.hut_id === hut.id),
              input,
            )
          : { refusal: null, plans: [] };
        const refusal = refusalOf(hut, input) ?? edits.refusal;
        // A hut left as it is shows no plan changes: none is made there.
        return {
          id: hut.id,
          title: hut.title,
          title_ar: hut.title_ar,
          refusal,
          current_prices: hut.current_prices,
          bookings: hut.bookings,
          plans: refusal ? [] : edits.plans,
        };
      });
    };
    const answer = (huts: BulkPreview['huts']): BulkPreview => ({
      date_from: span?.date_from ?? null,
      date_to: span?.date_to ?? null,
      nights,
      season: season && { id: season.id, name: season.name, name_ar: season.nameAr, date_from: season.dateFrom, date_to: season.dateTo },
      price: input.price ?? null,
      rule: input.rule ?? null,
      close: input.close ?? null,
      new_plan: input.new_plan ?? null,
      plan_change: input.plan_change ?? null,
      huts,
      applied: apply,
    });
    if (!apply) return answer(await read(db));
    return db.transaction(async (tx) => {
      // Each hut's row is locked in id order (as every writer of its ranges and plans does), then what is in the way read again.
      for (const id of [...hutIds].sort((a, b) => a - b)) await lockedHut(tx, id);
      const huts = await read(tx);
      for (const hut of huts) {
        if (hut.refusal !== null) continue;
        if (span) await rates.applyBulk(tx, hut.id, span, input, season?.id ?? null);
        for (const plan of hut.plans) {
          if (plan.id !== null && input.plan_change) await rates.changePlan(tx, plan.id, input.plan_change);
          else if (plan.id === null && input.new_plan) plan.id = (await rates.insertPlan(tx, hut.id, input.new_plan)).id;
        }
      }
      await audit(tx, actor, 'bulk_edit', 'rates', null, null, {
        ...(span ?? { date_from: null, date_to: null }),
        season: season?.id ?? null,
        price: input.price ?? null,
        rule: input.rule ?? null,
        close: input.close ?? null,
        new_plan: input.new_plan ?? null,
        plan_change: input.plan_change ?? null,
        changed: huts.filter((hut) => hut.refusal === null).map((hut) => hut.id),
        left: huts.filter((hut) => hut.refusal !== null).map((hut) => ({ id: hut.id, refusal: hut.refusal })),
        plans: huts.flatMap((hut) => hut.plans.map((plan) => ({ hut: hut.id, id: plan.id, before: plan.before, after: plan.after }))),
      });
      return answer(huts);
    });
  }

  return {
    hutRates,

    replaceHutRates: async (hutId: number, input: HutRatesInput, actor: Actor) => {
      const tiers = input.stay_discounts.map((tier) => tier.min_nights);
      if (new Set(tiers).size !== tiers.length) throw new ValidationFailed({ stay_discounts: [text('booking.duplicate')] });
      await db.transaction(async (tx) => {
        await lockedHut(tx, hutId);
        const before = await rates.hutRates(hutId, tx);
        await rates.replaceHutRates(tx, hutId, input);
        await audit(tx, actor, 'update', 'hut_rates', hutId, before && { ...before, rate_plans: undefined, stay_rules: undefined }, input);
      });
      return hutRates(hutId);
    },

    addPlan: (hutId: number, input: RatePlanInput, actor: Actor) =>
      db.transaction(async (tx) => {
        await lockedHut(tx, hutId);
        const plan = await rates.insertPlan(tx, hutId, input);
        await audit(tx, actor, 'create', 'rate_plan', plan.id, null, plan);
        return wirePlan(plan);
      }),

    /** Bookings sold with the plan keep their copy of it: the edit only reaches stays sold from now on. */
    updatePlan: (hutId: number, planId: number, input: RatePlanUpdate, actor: Actor) =>
      db.transaction(async (tx) => {
        await lockedHut(tx, hutId);
        if (!(await rates.findPlan(tx, hutId, planId))) throw new NotFound();
        const { version, ...fields } = input;
        const { before, after } = await updateVersioned(tx, hutRatePlans, planId, version, rates.planColumns(fields));
        await audit(tx, actor, 'update', 'rate_plan', planId, before, after);
        return wirePlan(after);
      }),

    addRule: (hutId: number, input: StayRuleInput, actor: Actor) => {
      checkSpan(input);
      checkRule(input);
      return db.transaction(async (tx) => {
        await lockedHut(tx, hutId);
        const rule = await rates.insertRule(tx, hutId, input);
        await audit(tx, actor, 'create', 'stay_rule', rule.id, null, rule);
        return {
          id: rule.id,
          date_from: rule.dateFrom,
          date_to: rule.dateTo,
          min_nights: rule.minNights,
          max_nights: rule.maxNights,
          closed_to_arrival: rule.closedToArrival,
          closed_to_departure: rule.closedToDeparture,
          season: rule.seasonId,
        };
      });
    },

    removeRule: (hutId: number, ruleId: number, actor: Actor) =>
      db.transaction(async (tx) => {
        await lockedHut(tx, hutId);
        const gone = await rates.deleteRule(tx, hutId, ruleId);
        if (!gone) throw new NotFound();
        await audit(tx, actor, 'delete', 'stay_rule', ruleId, gone, null);
      }),

    seasons: () => rates.seasons(),

    async addSeason(input: SeasonInput, actor: Actor) {
      checkSpan(input);
      const season = await rates.insertSeason(input);
      await audit(db, actor, 'create', 'season', season.id, null, season);
      return { id: season.id, name: season.name, name_ar: season.nameAr, date_from: season.dateFrom, date_to: season.dateTo };
    },

    previewBulk: (input: BulkEditInput, actor: Actor) => bulk(input, actor, false),
    applyBulk: (input: BulkEditInput, actor: Actor) => bulk(input, actor, true),
  };
}
